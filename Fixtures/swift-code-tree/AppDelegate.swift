import UIKit

@main
final class NotesAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow()
        window?.rootViewController = UINavigationController(
            rootViewController: NoteEditorController(nibName: "NoteEditor", bundle: nil))
        window?.makeKeyAndVisible()
        return true
    }
}
