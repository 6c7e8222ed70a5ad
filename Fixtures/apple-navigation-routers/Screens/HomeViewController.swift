import UIKit

final class HomeViewController: UIViewController {
    private var flows: [FlowCoordinator] = []
    private var isCompact = false

    func openSettings() {
        let modalRouter = StackRouter.modal(style: .formSheet)
        let flow = SettingsFlow(router: modalRouter)
        flow.start()
        flows.append(flow)
        present(modalRouter, animated: true)
    }

    func openExpiryEditor(from button: UIView) {
        let modalRouter: StackRouter
        if isCompact {
            modalRouter = StackRouter.modal(style: .pageSheet)
        } else {
            modalRouter = StackRouter.modal(style: .popover, anchor: button)
        }
        let editor = ExpiryEditorViewController.fromStoryboard()
        modalRouter.push(editor, animated: false)
        present(modalRouter, animated: true)
    }

    func openReader() {
        let router = StackRouter.modal(style: .fullScreen)
        let flow = ReaderFlow(router: router)
        flow.start()
        flows.append(flow)
        present(router, animated: true)
    }

    func openLibrary() {
        let router = StackRouter.modal(style: isCompact ? .pageSheet : .formSheet)
        let flow = ReaderFlow(router: router)
        flow.start()
        flows.append(flow)
        present(router, animated: true)
    }

    func openArchive() {
        guard let navigationController = navigationController as? StackNavigationController else { return }
        let flow = ArchiveFlow(router: StackRouter(navigationController))
        flow.start()
        flows.append(flow)
    }
}
