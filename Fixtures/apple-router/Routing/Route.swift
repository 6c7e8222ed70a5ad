import SwiftUI

/// A screen the router can show, and how.
struct Route: Identifiable, Hashable {
    enum Transition: Hashable {
        case push
        case sheet
        case fullScreen
    }

    let id: String
    let transition: Transition
    private let content: AnyView

    init(id: String, transition: Transition = .push, @ViewBuilder content: () -> some View) {
        self.id = id
        self.transition = transition
        self.content = AnyView(content())
    }

    var destination: some View { content }

    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    static func == (lhs: Route, rhs: Route) -> Bool { lhs.id == rhs.id }
}
