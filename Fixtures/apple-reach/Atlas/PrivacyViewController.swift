import Cocoa

/// The scene's controller: no code creates it or loads its storyboard.
final class PrivacyViewController: NSViewController {}
