import SwiftUI

/// Shows the router's stack and its presented routes.
final class Router: ObservableObject {
    @Published var path: [Route] = []
    @Published var sheet: Route?
    @Published var cover: Route?

    func route(to route: Route) {
        switch route.transition {
        case .push: path.append(route)
        case .sheet: sheet = route
        case .fullScreen: cover = route
        }
    }
}

struct RouteHost<Content: View>: View {
    @StateObject private var router = Router()
    let content: Content

    var body: some View {
        NavigationStack(path: $router.path) {
            content
                .navigationDestination(for: Route.self) { route in route.destination }
        }
        .sheet(item: $router.sheet) { route in route.destination }
        .fullScreenCover(item: $router.cover) { route in route.destination }
        .environmentObject(router)
    }
}
