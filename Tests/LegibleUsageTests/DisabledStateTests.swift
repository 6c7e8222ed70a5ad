import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

@testable import LegibleUsage

/// A disabled control draws its text in its disabled color (`Fixtures/disabled-state`, own code): AppKit's
/// `disabledControlTextColor` for a cell in `controlTextColor` (`IBDisabledLook`), a UIKit button's disabled-state
/// title color, the `state_enabled="false"` item of an Android text color's state list (`AndroidEnabledState`), and
/// two pairs where code enables or disables the control under a condition (`CodeEnabledState`).
@Suite("Disabled controls: AppKit cells and code that enables them")
struct AppKitDisabledStateTests {
    static let scan = UsageLoader().load([TestPaths.fixture("disabled-state/appkit-settings")], palette: Palette())

    static func pairs(_ id: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.elementID == id && $0.role != .nonText }
    }

    /// `enabled="NO"` on a label's cell that no code enables: only disabledControlTextColor is drawn.
    @Test func aCellDisabledInTheDocumentDrawsDisabledControlTextColor() throws {
        let pairs = Self.pairs("pw-cache-cell")
        #expect(pairs.count == 1)
        let pair = try #require(pairs.first)
        #expect(pair.foreground.displayName == "disabledControlText")
        #expect(pair.foreground.lightHex == "#0000003f")
        #expect(pair.foreground.darkHex == "#ffffff3f")
        #expect(pair.condition == nil)
        #expect(pair.review == nil)
        #expect(pair.evidence.contains("enabled=\"NO\" on textFieldCell (line 25), and no code read enables it"))
    }

    /// Disabled in the document, enabled by its controller only `if (self.syncAvailable)`: a pair per state.
    @Test func aCellCodeEnablesUnderAConditionIsTwoPairs() throws {
        let pairs = Self.pairs("pw-sync-cell")
        #expect(pairs.count == 2)
        let enabled = try #require(pairs.first { $0.condition?.hasPrefix("when enabled") == true })
        let disabled = try #require(pairs.first { $0.condition?.hasPrefix("when disabled") == true })
        #expect(enabled.foreground.lightHex == "#000000d8")
        #expect(enabled.condition?.contains("PreferencesWindowController.m:19 when self.syncAvailable") == true)
        #expect(disabled.foreground.lightHex == "#0000003f")
        #expect(disabled.condition?.contains("enabled=\"NO\" on textFieldCell (line 33)") == true)
        #expect(enabled.review == nil)
        #expect(disabled.review == nil)
    }

    /// A cell view's text field the table delegate enables for a recent file and disables for the empty row
    /// (`[cellView.textField setEnabled:NO]` through a local `NSTableCellView *`): a pair per state.
    @Test func aCellViewsTextFieldEnabledPerRowIsTwoPairs() throws {
        let pairs = Self.pairs("rf-name-cell")
        #expect(pairs.count == 2)
        let enabled = try #require(pairs.first { $0.condition?.hasPrefix("when enabled") == true })
        let disabled = try #require(pairs.first { $0.condition?.hasPrefix("when disabled") == true })
        #expect(enabled.foreground.displayName == "controlText")
        #expect(enabled.condition?.contains("RecentFilesViewController.m:21") == true)
        #expect(disabled.foreground.displayName == "disabledControlText")
        #expect(disabled.foreground.darkHex == "#ffffff3f")
        #expect(disabled.condition?.contains("RecentFilesViewController.m:24") == true)
        #expect(disabled.background.displayName == "controlBackground")
    }

    /// A disabled cell in another color: how AppKit dims it is not documented, so the pair needs review.
    @Test func aDisabledCellInAnotherColorNeedsReview() throws {
        let pairs = Self.pairs("pw-note-cell")
        #expect(pairs.count == 1)
        #expect(pairs.first?.review?.kind == .state)
        #expect(pairs.first?.review?.detail.contains("secondaryLabelColor") == true)
    }

    /// An enabled cell no code disables keeps its one pair.
    @Test func anEnabledCellIsUnchanged() throws {
        let pairs = Self.pairs("pw-theme-cell")
        #expect(pairs.count == 1)
        #expect(pairs.first?.foreground.displayName == "controlText")
        #expect(pairs.first?.condition == nil)
    }
}

@Suite("Disabled controls: UIKit buttons and labels")
struct UIKitDisabledStateTests {
    static let scan = UsageLoader().load([TestPaths.fixture("disabled-state/uikit-controls")], palette: Palette())

    static func pair(_ id: String, _ key: String) -> ObservedPair? {
        scan.pairs.first { $0.site.elementID == id && $0.site.location.keyPath == key }
    }

    /// A disabled button whose disabled state has a title color draws its title in it.
    @Test func aDisabledButtonDrawsItsDisabledTitleColor() throws {
        let pair = try #require(Self.pair("co-pay", "titleColor[normal]"))
        #expect(pair.foreground.displayName == "systemGray")
        #expect(pair.foreground.lightHex == "#8e8e93")
        #expect(pair.review == nil)
    }

    /// A disabled button with no disabled title color, and a disabled label: UIKit's dimmed color is not documented.
    @Test func aDisabledButtonWithoutOneAndADisabledLabelNeedReview() throws {
        let coupon = try #require(Self.pair("co-coupon", "titleColor[normal]"))
        #expect(coupon.review?.kind == .state)
        let delivery = try #require(Self.pair("co-delivery", "textColor"))
        #expect(delivery.review?.kind == .state)
        let total = try #require(Self.pair("co-total", "textColor"))
        #expect(total.review == nil)
        #expect(total.foreground.displayName == "label")
    }
}

@Suite("Disabled controls: Android views disabled in the layout or in code")
struct AndroidDisabledStateTests {
    typealias T = AndroidTestSupport
    static let files = AndroidProjectFiles.discover([TestPaths.fixture("disabled-state/android-edit-mode")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    static func pairs(_ id: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }
    }

    static func colors(_ pair: ObservedPair) -> [String?] {
        [T.hex(pair.foreground, .light, palette), T.hex(pair.foreground, .dark, palette)]
    }

    /// `binding.shelfPath.setEnabled(false)` and `binding.titleField.setEnabled(false)` only when editing: the
    /// enabled pair in on-surface, the disabled one in `m3_default_color_primary_text`'s disabled item (0.38).
    @Test func aViewDisabledOnOneBranchIsTwoPairs() throws {
        for (id, line) in [("shelf_path", 30), ("title_field", 29)] {
            let pairs = Self.pairs(id)
            #expect(pairs.count == 2, "\(id)")
            let enabled = try #require(pairs.first { $0.condition?.hasPrefix("when enabled") == true })
            let disabled = try #require(pairs.first { $0.condition?.hasPrefix("when disabled") == true })
            #expect(Self.colors(enabled) == ["#1d1b20", "#e6e0e9"])
            #expect(Self.colors(disabled) == ["#1d1b2061", "#e6e0e961"])
            #expect(disabled.condition?.contains("BookActivity.java:\(line) on one branch") == true)
            #expect(disabled.review == nil)
        }
    }

    /// `android:enabled="false"` with the app's state list: its `state_enabled="false"` item.
    @Test func aViewDisabledInTheLayoutDrawsItsStateListsDisabledItem() throws {
        let pairs = Self.pairs("isbn_label")
        #expect(pairs.count == 1)
        let pair = try #require(pairs.first)
        #expect(Self.colors(pair) == ["#9aa0a6", "#9aa0a6"])
        #expect(pair.condition == nil)
        #expect(pair.evidence.contains("android:enabled=\"false\" in the layout"))
    }

    /// Disabled on every path, in a plain color: the same color in every state, one pair.
    @Test func aPlainColorIsTheSameWhenDisabled() throws {
        let pairs = Self.pairs("owner_label")
        #expect(pairs.count == 1)
        let pair = try #require(pairs.first)
        #expect(Self.colors(pair) == ["#202124", "#202124"])
        #expect(pair.evidence.contains("code disables it: BookActivity.java:21"))
    }

    /// A button disabled on every path: its default text color is its library style's state list, whose disabled
    /// item is not read, so the pair keeps its enabled color and needs review.
    @Test func aDisabledButtonsLibraryTextColorNeedsReview() throws {
        let pairs = Self.pairs("save_button").filter {
            $0.site.location.keyPath?.hasSuffix("@android:textColor") == true
        }
        #expect(!pairs.isEmpty)
        for pair in pairs {
            #expect(pair.review?.kind == .state)
            #expect(pair.review?.detail.contains("library style") == true)
        }
    }

    /// Only Material 3's disabled text colors are known; AppCompat's are not guessed.
    @Test func libraryDisabledColorsAreKnownForMaterial3Only() {
        #expect(
            AndroidDisabledTextColors.value(
                "android:textColorPrimary", themeName: "Theme.Material3.Light", night: false, baseline: .tokens2021)
                == "#611C1B1F")
        #expect(
            AndroidDisabledTextColors.value(
                "android:textColorPrimaryDisableOnly", themeName: "Theme.Material3.DayNight", night: true,
                baseline: .tokens2023) == "#99E6E0E9")
        #expect(
            AndroidDisabledTextColors.value(
                "android:textColorPrimary", themeName: "Theme.AppCompat.Light", night: false, baseline: .tokens2023)
                == nil)
    }
}
