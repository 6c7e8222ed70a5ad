import Cocoa

final class MapViewController: NSViewController {}

/// A text field class both storyboards use: its use in one says nothing about whether the other is loaded.
final class AccentTextField: NSTextField {}
