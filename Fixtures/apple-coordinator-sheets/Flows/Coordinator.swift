import UIKit

/// A flow of screens shown in the navigation controller it is given.
protocol Coordinator: AnyObject {
    var children: [Coordinator] { get set }
    func start()
}
