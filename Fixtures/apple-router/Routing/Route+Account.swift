import SwiftUI

extension Route {
    static func editProfile(name: String) -> Route {
        Route(
            id: "editProfile",
            transition: .sheet
        ) {
            ProfileEditorView(name: name)
        }
    }

    static var history: Route {
        Route(id: "history") {
            HistoryView()
        }
    }

    static func nowPlaying(_ transition: Transition) -> Route {
        Route(id: "nowPlaying", transition: transition) {
            NowPlayingView()
        }
    }

    static var welcome: Route {
        Route(id: "welcome", transition: .fullScreen) { WelcomeView() }
    }
}
