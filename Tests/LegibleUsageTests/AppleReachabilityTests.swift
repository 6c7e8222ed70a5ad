import Foundation
import Testing
import LegiblePalette
@testable import LegibleUsage

/// Fixtures/apple-reach: `Almanac` is an AppKit app (`@main` app delegate, Info.plist main nib `MainMenu`) whose
/// `ExportSheet.xib` and `QuickLookPanel.xib` are loaded only in comments and whose "Old stuff" inspector's controller
/// nothing names; `AboutWindow.xib` is loaded by a literal, `StatsPane.xib` by default through `StatsPaneController`,
/// `DayCell.xib` through a name built at run time. `Journal` is a SwiftUI app whose `SyncSettings` pane (and the row
/// only it shows) is named only in a commented-out line of its `Settings` scene and in previews.
@Suite("UI nothing reachable shows is not reported")
struct AppleReachabilityTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/apple-reach").path

    static func files(_ scan: UsageScan) -> Set<String> {
        Set(scan.pairs.map { ($0.site.location.path as NSString).lastPathComponent })
    }

    @Test("a xib loaded only in comments, or whose owner nothing names, leaves the pairs; loaded ones stay")
    func interfaceDocuments() {
        let scan = UsageLoader().load([Self.folder + "/Almanac"], palette: Palette())
        let files = Self.files(scan)
        #expect(files == ["MainMenu.xib", "AboutWindow.xib", "StatsPane.xib", "DayCell.xib"], "\(files)")
        #expect(
            Set(scan.unshown.map(\.name)) == ["ExportSheet.xib", "QuickLookPanel.xib", "LegacyInspector.xib"],
            "\(scan.unshown)")
        let notes = scan.diagnostics.filter { $0.message.contains("UI nothing shows") }
        #expect(notes.count == 1, "\(scan.diagnostics)")
        #expect(notes.first?.message.hasPrefix("3 sites in UI nothing shows") == true, "\(notes)")
        // The three labels left out are no longer text uses.
        #expect(scan.elementsWithTextColor == 4)
    }

    /// Fixtures/apple-reach/Ledger: an iOS app whose main storyboard starts at a navigation controller (root: Home,
    /// which shows Detail by a segue); Settings is instantiated by its identifier; Credits has no identifier and no
    /// segue into it, Legal is reached only from Credits, and Help's identifier is named only in a comment.
    @Test("a storyboard scene no segue, reference, initial mark or identifier in code reaches leaves the pairs")
    func storyboardScenes() {
        let scan = UsageLoader().load([Self.folder + "/Ledger"], palette: Palette())
        let texts = Set(scan.pairs.compactMap(\.site.text))
        #expect(texts == ["Balance", "Posted on", "Currency"], "\(texts)")
        #expect(
            Set(scan.unshown.map(\.name)) == [
                "Main.storyboard scene CreditsViewController", "Main.storyboard scene LegalViewController",
                "Main.storyboard scene HelpViewController",
            ], "\(scan.unshown)")
        let notes = scan.diagnostics.filter { $0.message.contains("UI nothing shows") }
        #expect(notes.first?.message.hasPrefix("3 sites in UI nothing shows") == true, "\(notes)")
        #expect(scan.elementsWithTextColor == 3)
    }

    @Test("a storyboard with no initial controller and no identifier code names keeps every scene")
    func storyboardLoadedSomeOtherWay() {
        func scene(_ id: String, _ identifier: String?) -> StoryboardScenes.Scene {
            StoryboardScenes.Scene(
                objectIDs: [id], identifier: identifier, lines: 1...2, name: id, needsRoute: true, reference: nil,
                segueDestinations: [])
        }
        var document = InterfaceDocument(path: "Sheets.storyboard")
        document.scenes = StoryboardScenes(scenes: [scene("a", "Picker"), scene("b", nil)], initialID: nil)
        let none = StoryboardScenes.unreached(documents: [document], shownDocuments: ["Sheets.storyboard"]) { _ in
            false
        }
        #expect(none.isEmpty)
        let named = StoryboardScenes.unreached(documents: [document], shownDocuments: ["Sheets.storyboard"]) {
            $0 == "Picker"
        }
        #expect(named.map(\.scene.name) == ["b"])
    }

    @Test("a storyboard no code loads is not shown, though another document uses a class placed in it")
    func storyboardNothingLoads() {
        let scan = UsageLoader().load([Self.folder + "/Atlas"], palette: Palette())
        #expect(Self.files(scan) == ["Main.storyboard"], "\(Self.files(scan))")
        #expect(scan.unshown.map(\.name) == ["Privacy.storyboard"], "\(scan.unshown)")
        #expect(scan.diagnostics.contains { $0.message.contains("UI nothing shows (Privacy.storyboard)") })
    }

    @Test("a SwiftUI view named only in a comment or a preview, and the views only it shows, leave the pairs")
    func swiftUIViews() {
        let scan = UsageLoader().load([Self.folder + "/Journal"], palette: Palette())
        let texts = Set(scan.pairs.compactMap(\.site.text))
        #expect(texts.isSuperset(of: ["Start of week", "Archive"]), "\(texts)")
        #expect(texts.isDisjoint(with: ["Last synced", "iCloud"]), "\(texts)")
        #expect(Set(scan.unshown.map(\.name)) == ["SyncSettings", "SyncAccountRow"], "\(scan.unshown)")
    }

    @Test("without an entry point among the files read, nothing is left out")
    func noEntryPoint() {
        let scan = UsageLoader().load([Self.folder + "/Journal/Settings"], palette: Palette())
        let texts = Set(scan.pairs.compactMap(\.site.text))
        #expect(texts.isSuperset(of: ["Start of week", "Last synced", "iCloud"]), "\(texts)")
        #expect(scan.unshown.isEmpty)
    }

    @Test("main interfaces are read from Info.plist and from a project's INFOPLIST_KEY build settings")
    func mainInterfaces() {
        let plist =
            "<key>NSMainStoryboardFile</key>\n\t<string>Main</string>\n<key>UILaunchStoryboardName~ipad</key>"
            + "<string>Launch</string>"
        #expect(AppleMainInterfaces.values(in: plist).sorted() == ["Launch", "Main"])
        let settings = "INFOPLIST_KEY_UIMainStoryboardFile = Root;\nINFOPLIST_KEY_UILaunchStoryboardName = \"Splash\";"
        #expect(AppleMainInterfaces.values(in: settings).sorted() == ["Root", "Splash"])
    }

    @Test("a literal built at run time can be any name its fixed pieces fit")
    func runtimeNames() {
        #expect(AppleCodeReferences.fixedPieces(interpolated: #"\(kind)Cell"#) == ["", "Cell"])
        var code = AppleCodeReferences(swift: [], objc: [])
        code.patterns = [["", "Cell"], ["Prefs", ""]]
        #expect(code.literalCanBe("DayCell") && code.literalCanBe("PrefsGeneral"))
        #expect(!code.literalCanBe("Inspector"))
    }
}

/// Fixtures/apple-reach/Desk: macOS SwiftUI text in a `Table`, a `GroupBox` and a `MenuBarExtra` window, and text
/// straight on the window.
@Suite("macOS SwiftUI containers with system chrome")
struct SwiftUIMacOSChromeTests {
    @Test("content of a Table, a GroupBox or a MenuBarExtra needs review naming the container; the window's does not")
    func chrome() throws {
        let scan = UsageLoader().load([AppleReachabilityTests.folder + "/Desk"], palette: Palette())
        func pair(_ text: String) -> ObservedPair? { scan.pairs.first { $0.site.text == text } }
        for (text, container) in [("Monthly total", "GroupBox"), ("Balance", "MenuBarExtra")] {
            let found = try #require(pair(text), "\(scan.pairs.map(\.site))")
            #expect(
                found.review?.detail.contains("a macOS \(container)") == true, "\(String(describing: found.review))")
        }
        let row = try #require(scan.pairs.first { $0.site.location.line == 16 }, "\(scan.pairs.map(\.site))")
        #expect(row.review?.detail.contains("a macOS Table") == true, "\(String(describing: row.review))")
        let onWindow = try #require(pair("Synced"))
        #expect(onWindow.review == nil, "\(String(describing: onWindow.review))")
        #expect(onWindow.background.displayName == "windowBackground")
    }
}
