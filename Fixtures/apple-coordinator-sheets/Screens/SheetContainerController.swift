import UIKit

/// Holds a navigation controller and shows it as a page sheet.
final class SheetContainerController: UIViewController {
    let content: UIViewController

    init(rootViewController: UIViewController) {
        content = rootViewController
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(content)
        view.addSubview(content.view)
        content.didMove(toParent: self)
    }
}
