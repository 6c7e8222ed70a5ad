import AppKit

final class ShelfWindowController: NSWindowController {}
final class ShelvesViewController: NSViewController {}
final class BooksViewController: NSViewController {}
final class GeneralSettingsViewController: NSViewController {}
final class InfoViewController: NSViewController {}
