import Foundation
import LegiblePalette
import Testing

@testable import LegibleUsage

/// An empty field shows its placeholder in the platform's placeholder color, not its text color: a field with a
/// placeholder is a typed-text pair and a placeholder pair (`IBPlaceholder`).
struct IBPlaceholderTests {
    static let searchScene = """
        <scenes><scene sceneID="s1"><objects>
            <viewController id="vc"><view key="view" id="root"><subviews>
                <textField id="search" placeholder="Search notes" borderStyle="roundedRect">
                    <color key="textColor" systemColor="labelColor"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </textField>
            </subviews><color key="backgroundColor" systemColor="systemBackgroundColor"/></view></viewController>
        </objects></scene></scenes>
        """

    @Test func anEmptyUIKitFieldShowsItsPlaceholderInPlaceholderText() throws {
        let scan = IBDocument.scan(IBDocument.write(Self.searchScene))
        #expect(scan.elementsWithTextColor == 1)
        let typed = try #require(scan.pairs.first { $0.site.condition == IBPlaceholder.typedCondition })
        let empty = try #require(scan.pairs.first { $0.site.condition == IBPlaceholder.emptyCondition })
        // Typed text and placeholder, each on the rounded-rect field's own fill in light and in dark
        // (`UIKitRoundedTextFields`).
        #expect(scan.pairs.count == 4)
        #expect(typed.foreground.displayName == "label")
        #expect(typed.site.text == nil) // the placeholder is not the typed text
        #expect(empty.foreground.displayName == "placeholderText")
        #expect(empty.foreground.lightHex == "#3c3c434c")
        #expect(empty.site.text == "Search notes")
        #expect(empty.background.displayName == typed.background.displayName)
        #expect(empty.review == nil)
    }

    @Test func anAppKitCellsPlaceholderStringIsItsEmptyState() throws {
        let xib = IBDocument.write(
            """
            <objects><window id="w"><view key="contentView" id="cv"><subviews><textField id="tf">
            <textFieldCell key="cell" placeholderString="Filter" id="cell">
            <font key="font" metaFont="system"/><color key="textColor" name="controlTextColor" catalog="System" colorSpace="catalog"/>
            </textFieldCell></textField></subviews></view></window></objects>
            """, mac: true, storyboard: false)
        let scan = IBDocument.scan(xib)
        let empty = try #require(scan.pairs.first { $0.site.condition == IBPlaceholder.emptyCondition })
        #expect(empty.foreground.displayName == "placeholderText")
        #expect(empty.foreground.lightHex == "#0000003f")
        #expect(empty.site.text == "Filter")
    }

    @Test func anAttributedPlaceholderNeedsReview() throws {
        let scene = Self.searchScene.replacingOccurrences(
            of: "<fontDescription",
            with: """
                <attributedString key="attributedPlaceholder"><fragment content="Search"/></attributedString>
                <fontDescription
                """)
        let scan = IBDocument.scan(IBDocument.write(scene))
        let empty = try #require(scan.pairs.first { $0.site.condition == IBPlaceholder.emptyCondition })
        #expect(empty.review?.kind == .setInCode)
    }
}

extension IBPlaceholderTests {
    /// Code that sets the field's text color recolors the typed text, not the placeholder.
    @Test func codeRecolorsTheTypedTextOnly() throws {
        let scene = Self.searchScene.replacingOccurrences(
            of: "<viewController id=\"vc\">",
            with: """
                <viewController id="vc" customClass="SearchViewController">
                <connections><outlet property="searchField" destination="search" id="o1"/></connections>
                """)
        let storyboard = IBDocument.write(scene)
        let folder = (storyboard as NSString).deletingLastPathComponent
        try """
        import UIKit
        final class SearchViewController: UIViewController {
            @IBOutlet var searchField: UITextField!
            override func viewDidLoad() {
                super.viewDidLoad()
                searchField.textColor = .systemBlue
            }
        }
        """.write(toFile: folder + "/SearchViewController.swift", atomically: true, encoding: .utf8)
        let pairs = UsageLoader().load([folder], palette: Palette()).pairs
        let typed = try #require(pairs.first { $0.site.condition == IBPlaceholder.typedCondition })
        let empty = try #require(pairs.first { $0.site.condition == IBPlaceholder.emptyCondition })
        #expect(typed.foreground.displayName == "systemBlue")
        #expect(empty.foreground.displayName == "placeholderText")
    }
}
