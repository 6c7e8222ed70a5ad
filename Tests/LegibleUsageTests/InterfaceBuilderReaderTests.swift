import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleTestSupport
@testable import LegibleUsage

@Suite("Interface Builder reader: the fixture app's storyboard")
struct InterfaceBuilderFixtureTests {
    static let app = TestPaths.fixture("app/App")
    let palette = PaletteLoader().load([InterfaceBuilderFixtureTests.app])
    var scan: UsageScan { UsageLoader().load([InterfaceBuilderFixtureTests.app], palette: palette) }

    func pair(_ id: String) -> ObservedPair? { scan.pairs.first { $0.site.elementID == id } }

    @Test func countsEveryTextUse() {
        let scan = scan
        #expect(scan.filesRead == 2) // the storyboard and its controller's Swift file
        #expect(scan.elementsWithTextColor == 7)
        #expect(scan.pairs.count == 8)
        #expect(scan.pairs.filter { $0.role == .nonText }.count == 2)
        #expect(scan.diagnostics.count == 1)
        #expect(scan.diagnostics.first?.location.line == 47)
        #expect(scan.diagnostics.first?.message.contains("label prf-lb-gone (\"Removed color\")") == true)
        #expect(scan.diagnostics.first?.message.contains("'RetiredText' is in no asset catalog") == true)
    }

    @Test func catalogNamesAndAncestorBackground() throws {
        let seen = try #require(pair("prf-lb-seen"))
        #expect(seen.foreground == .named("SubtleText"))
        #expect(seen.background == .named("CardBackground"))
        #expect(seen.over == nil)
        #expect(seen.role == .text(large: false)) // UICTFontTextStyleSubhead: 15 pt
        #expect(seen.site.location.line == 21)
        #expect(seen.site.text == "Last seen 5 minutes ago")
        #expect(seen.evidence == "nearest ancestor with a background (view prf-vw-001)")
    }

    @Test func boldTwentyPointIsLarge() throws {
        #expect(try #require(pair("prf-lb-name")).role == .text(large: true))
    }

    @Test func buttonTitlePerState() throws {
        let follow = try #require(pair("prf-bt-follow"))
        #expect(follow.site.location.keyPath == "titleColor[normal]")
        #expect(follow.site.text == "Follow")
        #expect(follow.foreground == .named("BrandBlue"))
    }

    @Test func translucentBackgroundKeepsWhatIsBelow() throws {
        let badge = try #require(pair("prf-lb-new"))
        #expect(badge.foreground.lightHex == "#ffffff")
        #expect(badge.background.lightHex == "#00000080")
        #expect(badge.over == .named("CardBackground"))
    }

    @Test func namedColorResourceWhenNoCatalogHasIt() throws {
        let promo = try #require(pair("prf-lb-promo"))
        #expect(promo.foreground.displayName == "PromoText")
        #expect(promo.foreground.lightHex == "#2e7d33")
    }

    @Test func tintAndSeparatorAreNonText() throws {
        let star = try #require(pair("prf-iv-star"))
        #expect(star.role == .nonText)
        #expect(star.foreground.displayName == "systemGray3")
        #expect(star.foreground.lightHex == "#c7c7cc")
        let separator = try #require(pair("set-tv-001"))
        #expect(separator.foreground == .named("Hairline"))
        #expect(separator.background.displayName == "systemGroupedBackground")
    }

    @Test func groupedTableCellDefault() throws {
        let version = try #require(pair("set-lb-version"))
        #expect(version.foreground.displayName == "secondaryLabel")
        #expect(version.background.displayName == "secondarySystemGroupedBackground")
        #expect(version.evidence.contains("grouped table"))
        #expect(version.role == .text(large: false)) // body, 17 pt
    }
}

@Suite("Interface Builder reader: colors, backgrounds, fonts")
struct InterfaceBuilderReaderTests {
    static func label(
        _ color: String, font: String = "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"17\"/>",
        id: String = "lbl"
    ) -> String {
        "<label text=\"Hello\" id=\"\(id)\">\(font)\(color)</label>"
    }

    static func scene(_ subviews: String, background: String = "") -> String {
        "<scenes><scene sceneID=\"s\"><objects><viewController id=\"vc\"><view key=\"view\" id=\"root\"><subviews>\(subviews)</subviews>\(background)</view></viewController></objects></scene></scenes>"
    }

    @Test(
        "component colors in every color space IB writes",
        arguments: [
            ("red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"", "#ff0000"),
            ("red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"calibratedRGB\"", "#ff0000"),
            ("red=\"0\" green=\"0\" blue=\"1\" alpha=\"1\" colorSpace=\"deviceRGB\"", "#0000ff"),
            (
                "white=\"0.5\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"genericGamma22GrayColorSpace\"",
                "#808080"
            ),
            ("white=\"0\" alpha=\"0.5\" colorSpace=\"calibratedWhite\"", "#00000080"),
            (
                "red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"displayP3\"",
                "#ff0000"
            ),
        ])
    func components(attributes: String, hex: String) throws {
        let path = IBDocument.write(
            Self.scene(
                Self.label("<color key=\"textColor\" \(attributes)/>"),
                background: "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"))
        let pair = try #require(IBDocument.scan(path).pairs.first)
        #expect(pair.foreground.lightHex == hex)
    }

    @Test func displayP3RedIsOutsideSRGB() throws {
        let path = IBDocument.write(
            Self.scene(
                Self.label(
                    "<color key=\"textColor\" red=\"1\" green=\"0\" blue=\"0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"displayP3\"/>"
                )))
        let pair = try #require(IBDocument.scan(path).pairs.first)
        guard case .inline(let c) = pair.foreground, let color = c.variants.first?.color else {
            Issue.record("not inline"); return
        }
        #expect(color.space == .displayP3)
        #expect(!color.isInNominalRange || color.srgb.r > 1 || color.srgb.g < 0) // P3 red lies outside sRGB
    }

    @Test func systemColorsAreLightAndDark() throws {
        let path = IBDocument.write(
            Self.scene(
                Self.label("<color key=\"textColor\" systemColor=\"labelColor\"/>"),
                background:
                    "<color key=\"backgroundColor\" xcode11CocoaTouchSystemColor=\"systemBackgroundColor\" cocoaTouchSystemColor=\"whiteColor\"/>"
            ))
        let pair = try #require(IBDocument.scan(path).pairs.first)
        guard case .inline(let fg) = pair.foreground, case .inline(let bg) = pair.background else {
            Issue.record("not inline"); return
        }
        #expect(fg.name == "label")
        #expect(fg.variant(for: .dark)?.color?.hexRGB == "#ffffff")
        #expect(bg.name == "systemBackground")
        #expect(bg.variant(for: .dark)?.color?.hexRGB == "#000000")
        #expect(pair.evidence == "own background" || pair.evidence.hasPrefix("nearest ancestor"))
    }

    @Test func legacyCocoaTouchColors() throws {
        let path = IBDocument.write(
            Self.scene(
                Self.label("<color key=\"textColor\" cocoaTouchSystemColor=\"darkTextColor\"/>"),
                background: "<color key=\"backgroundColor\" cocoaTouchSystemColor=\"lightGrayColor\"/>"))
        let pair = try #require(IBDocument.scan(path).pairs.first)
        #expect(pair.foreground.displayName == "darkText")
        #expect(pair.background.lightHex == "#aaaaaa")
    }

    @Test func storyboardSceneDefaultIsSystemBackground() throws {
        let path = IBDocument.write(
            Self.scene(Self.label("<color key=\"textColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")))
        let pair = try #require(IBDocument.scan(path).pairs.first)
        #expect(pair.background.displayName == "systemBackground")
        #expect(pair.evidence.hasPrefix("scene default (systemBackgroundColor)"))
    }

    @Test func xibTopLevelViewHasNoKnownBackgroundSoItsPairNeedsReview() throws {
        let body =
            "<objects><view id=\"top\"><subviews>\(Self.label("<color key=\"textColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"))</subviews></view></objects>"
        let scan = IBDocument.scan(IBDocument.write(body, storyboard: false))
        #expect(scan.diagnostics.isEmpty)
        let pair = try #require(scan.pairs.first)
        #expect(pair.site.elementID == "lbl")
        #expect(pair.evidence == "assumed: the platform's base background (systemBackgroundColor), shown for review")
        #expect(
            pair.review
                == ReviewReason(
                    .hostUnknown,
                    "no view above it draws a background, and this xib view is shown on whatever the code adds it to, which was not found"
                ))
    }

    static func appKitCell(text: String) -> String {
        """
        <objects><window id="w"><view key="contentView" id="cv"><subviews><textField id="tf"><textFieldCell key="cell" title="Name" id="cell">
        <font key="font" metaFont="system"/><color key="textColor" name="\(text)" catalog="System" colorSpace="catalog"/>
        <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/></textFieldCell></textField></subviews></view></window></objects>
        """
    }

    @Test func appKitSystemColorsResolveOnTheWindowBackground() throws {
        let scan = IBDocument.scan(IBDocument.write(Self.appKitCell(text: "labelColor"), mac: true, storyboard: false))
        #expect(scan.diagnostics.isEmpty)
        let pair = try #require(scan.pairs.first)
        guard case .inline(let fg) = pair.foreground, case .inline(let bg) = pair.background else {
            Issue.record("system colors are inline colors")
            return
        }
        #expect(fg.name == "label" && bg.name == "windowBackground")
        let label = SystemColorReference(platform: "osx", name: "labelColor")
        // Every appearance the table has, translucent values kept (labelColor dark is white at alpha 216).
        #expect(fg.variants.map(\.appearance) == Appearance.allCases)
        #expect(fg.variant(exactly: .dark)?.color == AppleSystemColors.resolve(label, in: .dark))
        #expect(fg.variant(exactly: .dark)?.color?.alpha8 == 216)
    }

    @Test func unknownAppKitColorIsADiagnosticNotAGuess() {
        let scan = IBDocument.scan(
            IBDocument.write(Self.appKitCell(text: "findHighlightColor"), mac: true, storyboard: false))
        #expect(scan.elementsWithTextColor == 1)
        #expect(scan.pairs.isEmpty)
        #expect(scan.diagnostics.count == 1)
        #expect(scan.diagnostics.first?.message.contains("textFieldCell cell (\"Name\")") == true)
        #expect(
            scan.diagnostics.first?.message.contains("system color 'findHighlightColor' has no AppKit (macOS) value")
                == true)
    }

    @Test func appKitCellBackgroundCountsOnlyWhenDrawn() throws {
        func doc(_ draws: String) -> String {
            """
            <objects><window id="w"><view key="contentView" id="cv"><subviews><textField id="tf"><textFieldCell key="cell" title="Name" \(draws) id="cell">
            <font key="font" metaFont="system"/><color key="textColor" red="0.2" green="0.2" blue="0.2" alpha="1" colorSpace="calibratedRGB"/>
            <color key="backgroundColor" red="0.9" green="0.9" blue="0.9" alpha="1" colorSpace="calibratedRGB"/></textFieldCell></textField></subviews></view>
            <box boxType="custom" id="b"><color key="fillColor" white="1" alpha="1" colorSpace="calibratedWhite"/></box></window></objects>
            """
        }
        let drawn = try #require(
            IBDocument.scan(IBDocument.write(doc("drawsBackground=\"YES\""), mac: true, storyboard: false)).pairs.first)
        #expect(drawn.background.lightHex == "#e6e6e6")
        #expect(drawn.evidence == "own background")
        // Not drawn: no view above paints, the window's default applies (AppKit's windowBackgroundColor).
        let notDrawn = try #require(
            IBDocument.scan(IBDocument.write(doc(""), mac: true, storyboard: false)).pairs.first)
        #expect(
            notDrawn.background.lightHex
                == AppleSystemColors.resolve(
                    SystemColorReference(platform: "osx", name: "windowBackgroundColor"), in: .light)?.hexRGB)
    }

    @Test func clearTintDrawsNothingButClearTextIsReported() {
        let views =
            "<imageView id=\"img\"><color key=\"tintColor\" white=\"0\" alpha=\"0\" colorSpace=\"calibratedWhite\"/></imageView>"
            + Self.label("<color key=\"textColor\" white=\"0\" alpha=\"0\" colorSpace=\"calibratedWhite\"/>")
        let scan = IBDocument.scan(IBDocument.write(Self.scene(views)))
        #expect(scan.pairs.isEmpty)
        #expect(scan.diagnostics.count == 1)
        #expect(scan.diagnostics.first?.message.contains("fully transparent") == true)
    }

    @Test(
        "text styles at their default size",
        arguments: [
            ("UICTFontTextStyleTitle1", true), ("UICTFontTextStyleTitle3", true), ("UICTFontTextStyleHeadline", false),
            ("UICTFontTextStyleBody", false), ("UICTFontTextStyleCaption2", false),
        ])
    func textStyles(style: String, large: Bool) throws {
        let font = "<fontDescription key=\"fontDescription\" style=\"\(style)\"/>"
        let path = IBDocument.write(
            Self.scene(
                Self.label(
                    "<color key=\"textColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>", font: font)))
        #expect(try #require(IBDocument.scan(path).pairs.first).role == .text(large: large))
    }

    @Test func fontSizeUnknownWithoutAFont() throws {
        let path = IBDocument.write(
            Self.scene(
                Self.label(
                    "<color key=\"textColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>", font: "")))
        #expect(try #require(IBDocument.scan(path).pairs.first).role == .text(large: nil))
    }

    @Test func malformedXMLIsAnErrorWithItsLine() {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-ib-bad-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("Broken.storyboard").path
        try? "<?xml version=\"1.0\"?>\n<document>\n<label>\n</document>\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let scan = IBDocument.scan(path)
        #expect(scan.pairs.isEmpty)
        #expect(scan.diagnostics.count == 1)
        #expect(scan.diagnostics.first?.severity == .error)
        #expect(scan.diagnostics.first?.location.line == 4)
        #expect(scan.diagnostics.first?.message.hasPrefix("malformed XML") == true)
    }

    /// A declared encoding libxml2 crashed on (`UTF-32`; see `XMLEncodingCheck`, found by the android fuzz target)
    /// is an error at line 1 for storyboards and Android layouts too, not a signal 11.
    @Test func unsupportedEncodingIsAnErrorNotACrash() {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
            "legible-ib-encoding-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("Main.storyboard").path
        try? "<?xml version=\"1.0\" encoding=\"UTF-32\"?>\n<document/>\n".write(
            toFile: path, atomically: true, encoding: .utf8)
        let scan = IBDocument.scan(path)
        #expect(scan.diagnostics.map(\.location.line) == [1])
        #expect(scan.diagnostics.first?.message.contains("unsupported encoding 'UTF-32'") == true)

        let root = AndroidTestSupport.project([
            "res/layout/main.xml": "<?xml version=\"1.0\" encoding=\"UTF-32\"?>\n<FrameLayout/>\n"
        ])
        let layouts = AndroidLayoutReader.read(paths: [root])
        #expect(
            layouts.diagnostics.contains {
                $0.severity == .error && $0.location.line == 1 && $0.message.contains("unsupported encoding 'UTF-32'")
            },
            "\(layouts.diagnostics)")
    }

    /// ib fuzz campaign, 2026-11-26 (33 inputs, signal 11 in the release CLI too): libxml2 dereferenced a null
    /// pointer on malformed UTF-16 (an unpaired surrogate, an odd byte count). Now an error at line 1; valid UTF-16
    /// still reads.
    @Test func malformedUTF16IsAnErrorNotACrash() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-ib-utf16-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let cases: [(String, [UInt8], String)] = [
            // the campaign's 6-byte input
            ("Surrogate.storyboard", [0xFE, 0xFF, 0xDB, 0xFB, 0xFB, 0x04], "unpaired surrogate"),
            ("Odd.storyboard", [0xFF, 0xFE, 0x3C, 0x00, 0x3F], "odd number of bytes"),
        ]
        for (name, bytes, reason) in cases {
            let path = dir.appendingPathComponent(name).path
            _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
            let scan = IBDocument.scan(path)
            #expect(scan.diagnostics.map(\.location.line) == [1], "\(name)")
            #expect(scan.diagnostics.first?.message.contains(reason) == true, "\(scan.diagnostics)")
        }
        let valid =
            "<?xml version=\"1.0\" encoding=\"UTF-16\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" targetRuntime=\"iOS.CocoaTouch\">"
            + Self.scene(
                Self.label("<color key=\"textColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"),
                background: "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")
            + "<resources/></document>"
        let path = dir.appendingPathComponent("Valid.storyboard").path
        _ = FileManager.default.createFile(
            atPath: path, contents: Data([0xFF, 0xFE] + valid.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }))
        #expect(IBDocument.scan(path).pairs.count == 1, "\(IBDocument.scan(path).diagnostics)")
    }

    /// ib fuzz campaign, 2026-11-26: a processing instruction without data (`<?xo?>`) crashed FoundationXML (a null
    /// data pointer) in every XML reader. It is now read like any processing instruction: ignored.
    @Test func processingInstructionWithoutDataReads() throws {
        let body = Self.scene(
            Self.label("<color key=\"textColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"),
            background: "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")
        let path = IBDocument.write("<?legible?>" + body + "<?x  ?>") // inside <document>: crashed there too
        let scan = IBDocument.scan(path)
        #expect(scan.pairs.count == 1, "\(scan.diagnostics)")
        let root = AndroidTestSupport.project(["res/layout/main.xml": "<?pi?>\n<FrameLayout/>\n"])
        #expect(AndroidLayoutReader.read(paths: [root]).diagnostics.allSatisfy { $0.severity != .error })
    }

    /// ib fuzz campaign, 2026-11-26: a label with two `textColor` children (a hand-merged file) gave one diagnostic
    /// for two uses. The last one is read; the earlier one is named.
    @Test func textColorWrittenTwice() throws {
        let twice =
            "<color key=\"textColor\" white=\"0.5\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>\n<color key=\"textColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        let scan = IBDocument.scan(
            IBDocument.write(
                Self.scene(
                    Self.label(twice),
                    background:
                        "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")))
        #expect(scan.elementsWithTextColor == 2)
        #expect(scan.pairs.map(\.foreground.lightHex) == ["#000000"])
        #expect(
            scan.diagnostics.count == 1 && scan.diagnostics[0].message.contains("sets it again at line"),
            "\(scan.diagnostics)")
    }

    /// ib fuzz target: an element name that is not UTF-8 after an XML error (`<l\u{FA}lde`) made FoundationXML trap
    /// (SIGILL) once libxml2 recovered and went on; parsing now stops at the first error.
    @Test func nameThatIsNotUTF8IsAnErrorNotACrash() {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("legible-ib-utf8-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("Main.storyboard").path
        // <l\u{FA}lde
        _ = FileManager.default.createFile(atPath: path, contents: Data([0x3C, 0x6C, 0xFA, 0x6C, 0x64, 0x65]))
        let scan = IBDocument.scan(path)
        #expect(scan.pairs.isEmpty)
        #expect(scan.diagnostics.map(\.severity) == [.error], "\(scan.diagnostics)")
        #expect(scan.diagnostics.first?.message.hasPrefix("malformed XML") == true)
    }

    @Test func identicalPairsFromManySitesAreOneGroup() {
        let text = "<color key=\"textColor\" white=\"0\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>"
        let path = IBDocument.write(Self.scene(Self.label(text, id: "a") + Self.label(text, id: "b")))
        let groups = ObservedPairGroup.grouping(IBDocument.scan(path).pairs)
        #expect(groups.count == 1)
        #expect(groups.first?.sites.map(\.elementID) == ["a", "b"])
    }
}
