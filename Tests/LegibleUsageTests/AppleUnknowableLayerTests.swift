import Foundation
import Testing
import LegibleCore
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Text over a layer no static reading can know (`Fixtures/apple-unknowable-layers`, own code): a gradient layer, live
/// video, an image sent behind the text or drawn as a pattern, a material, the Mac user's accent color, a source-list
/// sidebar. Each pair needs review with that reason; a video view drawn over the text and an icon beside it do not.
@Suite("UIKit and AppKit layers no one can know statically")
struct AppleUnknowableLayerTests {
    static let scan: UsageScan = UsageLoader().load(
        [TestPaths.fixture("apple-unknowable-layers")], palette: Palette())

    func pairs(_ file: String, _ line: Int) throws -> [ObservedPair] {
        let found = Self.scan.pairs.filter {
            $0.site.location.path.hasSuffix("/" + file) && $0.site.location.line == line
        }
        try #require(!found.isEmpty, "no pair at \(file):\(line)")
        return found
    }

    func only(_ file: String, _ line: Int) throws -> ObservedPair {
        let found = try pairs(file, line)
        try #require(found.count == 1, "\(found.count) pairs at \(file):\(line)")
        return found[0]
    }

    @Test func aGradientLayerInsertedUnderTheLabelsNeedsReview() throws {
        let message = try only("TooltipBubbleView.swift", 15)
        #expect(message.review?.kind == .gradient, "\(message.review?.message ?? "no review")")
        #expect(
            message.review?.detail.contains("TooltipBubbleView draws a CAGradientLayer added with insertSublayer")
                == true)
        #expect(
            message.review?.detail.contains("TooltipBubbleView.swift:24") == true, "\(message.review?.detail ?? "")")
        // The colors found stay, for a person to judge: white on the view's own systemIndigo.
        #expect(message.background.displayName == "systemIndigo")
    }

    @Test func aViewWhoseLayerClassIsAGradientNeedsReview() throws {
        let title = try only("GradientHeaderView.swift", 11)
        #expect(title.review?.kind == .gradient)
        #expect(
            title.review?.detail.contains(
                "GradientHeaderView draws its layerClass, CAGradientLayer (GradientHeaderView.swift:4)") == true,
            "\(title.review?.detail ?? "")")
    }

    @Test func aFrameworkVideoRendererAddedBeforeTheLabelNeedsReview() throws {
        let name = try only("ParticipantTileView.swift", 13)
        #expect(name.review?.kind == .video)
        #expect(
            name.review?.detail.contains("'videoView' (RTCMTLVideoView) is added to 'self' before 'nameLabel'")
                == true, "\(name.review?.detail ?? "")")
    }

    @Test func aPlayerLayerUnderTheTitleNeedsReview() throws {
        let title = try only("PlayerControlsView.swift", 14)
        #expect(title.review?.kind == .video, "\(title.review?.message ?? "no review")")
        #expect(
            title.review?.detail.contains("an AVPlayerLayer added with addSublayer (PlayerControlsView.swift:12)")
                == true)
    }

    @Test func aVideoViewAddedAfterTheLabelIsDrawnOverItNotUnder() throws {
        let status = try only("RecordingBadgeView.swift", 12)
        #expect(status.review == nil, "\(status.review?.message ?? "")")
        #expect(status.background.displayName == "systemRed")
        #expect(AndroidTestSupport.hex(status.background, .light, Palette())?.lowercased() == "#ff383c")
    }

    @Test func anImageViewSentBehindTheLabelsNeedsReview() throws {
        let tip = try only("HomeBackdropViewController.swift", 13)
        #expect(tip.review?.kind == .image)
        #expect(
            tip.review?.detail.contains("'background' (UIImageView) is put behind the other views of 'view'")
                == true, "\(tip.review?.detail ?? "")")
    }

    @Test func aPatternImageBackgroundNeedsReviewAsAnImage() throws {
        let note = try only("PaperNoteView.swift", 10)
        #expect(note.review?.kind == .image, "\(note.review?.message ?? "no review")")
        #expect(note.review?.detail.contains("an image drawn as a pattern (PaperNoteView.swift:8)") == true)
    }

    @Test func anIconBesideTheTextIsNotABackdrop() throws {
        let name = try only("ContactRowView.swift", 12)
        #expect(name.review == nil, "\(name.review?.message ?? "")")
        #expect(name.background.displayName == "white")
    }

    @Test func theUsersAccentColorAsABackgroundNeedsReview() throws {
        let count = try only("StackCountBadge.swift", 10)
        #expect(count.review?.kind == .userAccent)
        #expect(count.review?.detail.contains("controlAccentColor") == true, "\(count.review?.detail ?? "")")
        // The selected row's background, through `.cgColor` in a condition, is the accent too.
        let selected = try pairs("StackCountBadge.swift", 32).filter {
            $0.site.condition?.contains("when selected") == true
        }
        #expect(selected.count == 1)
        #expect(selected.first?.background.displayName == "selectedContentBackgroundColor")
        #expect(selected.first?.review != nil)
        // The other state's background is a system color with one value per appearance: asserted.
        let otherwise = try pairs("StackCountBadge.swift", 32).filter {
            $0.site.condition?.contains("not selected") == true
        }
        #expect(otherwise.count == 1)
        #expect(otherwise.first?.review == nil, "\(otherwise.first?.review?.message ?? "")")
        #expect(otherwise.first?.background.displayName == "windowBackgroundColor")
    }

    @Test func textInsideAVisualEffectViewNeedsReviewAsAMaterial() throws {
        let header = try only("HUDListView.swift", 15)
        #expect(header.review?.kind == .blur)
        #expect(
            header.review?.detail.contains("inside 'effectView' (NSVisualEffectView)") == true,
            "\(header.review?.detail ?? "")")
    }

    @Test func aCellOfASourceListTableIsOnTheSidebarMaterial() throws {
        let title = try only("PreferencesSidebar.swift", 9)
        #expect(title.review?.kind == .blur)
        #expect(title.review?.detail.contains("PreferencesWindowController makes PreferencesSidebarCellView") == true)
        #expect(
            title.review?.detail.contains("NSSplitViewItem(sidebarWithViewController:), PreferencesSidebar.swift:20")
                == true, "\(title.review?.detail ?? "")")
    }
}
