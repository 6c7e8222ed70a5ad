import Cocoa

@main
final class ReaderAppDelegate: NSObject, NSApplicationDelegate {
    @IBOutlet var window: NSWindow!
    private let search = SearchWindowController()

    func applicationDidFinishLaunching(_ notification: Notification) {
        let timeline = TimelineController()
        let followers = FollowersController()
        window.contentView?.addSubview(timeline.view)
        window.contentView?.addSubview(followers.view)
        search.showWindow(nil)
    }
}
