import UIKit

/// A flow of screens pushed onto the router it is given.
class FlowCoordinator: NSObject {
    let router: StackRouter
    var children: [FlowCoordinator] = []

    init(router: StackRouter) {
        self.router = router
        super.init()
    }

    func start() {}
}
