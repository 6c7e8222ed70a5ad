import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// A layout named by code whose inflation no rule follows is not put on the window (issue 29, "no verdict without
/// proof"), in `Fixtures/android-host-cases/model-layouts`: a model class holds layout ids (`new
/// FieldLayout(R.layout.amount_field)`), a descriptor class inflates them into the parent it is given, and the
/// activity adds them to a white container; the theme's window is #FAFAFA by day and #101418 by night.
@Suite("Android layouts whose inflation is not followed")
struct AndroidUnfollowedInflationsTests {
    typealias T = AndroidTestSupport

    static let read: (scan: UsageScan, palette: Palette) = {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-host-cases/model-layouts")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (AndroidLayoutReader.read(files, palette: palette), palette)
    }()

    static func pairs(_ id: String) -> [ObservedPair] {
        read.scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }
    }

    /// `amount_field` and `note_field` ids are held by the model (`new FieldLayout(R.layout.amount_field)`), stored in a
    /// field and inflated by `FieldLayout.inflate(inflater, parent)` into the parent its caller gives: the activity's
    /// `entry_fields`, found by id, white. They are drawn there, white by day and by night (before: on the window,
    /// #FAFAFA / #101418).
    @Test func aLayoutIdFollowedThroughAModelIsDrawnInItsParent() throws {
        for id in ["amount_label", "note_label"] {
            let pairs = Self.pairs(id)
            #expect(pairs.count == 1, "\(id)")
            for pair in pairs {
                #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
                #expect(T.hex(pair.foreground, .light, Self.read.palette) == "#37474f", "\(id)")
                #expect(T.hex(pair.background, .light, Self.read.palette) == "#ffffff", "\(id): \(pair.evidence)")
                #expect(T.hex(pair.background, .dark, Self.read.palette) == "#ffffff", "\(id): \(pair.evidence)")
                #expect(pair.evidence.contains("activity_entry.xml"), "\(id): \(pair.evidence)")
            }
        }
    }

    /// `date_field`'s id goes through two objects (`FormField` holding a `FormRow`), and the parent through
    /// `FormField.view(inflater, parent)` to `this` in the custom view `FormList`, whose tag `activity_entry` puts in a
    /// #E8F5E9 panel; the overload `view(inflater)` passing `null` is called by no code and shows nothing.
    @Test func aParentFollowedToACustomViewPlacesTheLayoutWhereItsTagIs() throws {
        let pairs = Self.pairs("date_label")
        #expect(pairs.count == 1)
        for pair in pairs {
            #expect(pair.review == nil, "\(String(describing: pair.review))")
            #expect(T.hex(pair.background, .light, Self.read.palette) == "#e8f5e9", "\(pair.evidence)")
            #expect(T.hex(pair.background, .dark, Self.read.palette) == "#e8f5e9", "\(pair.evidence)")
        }
    }

    /// `memo_field`'s id is inflated by `FieldPreview.render` with a `null` parent: where it is shown is not followed,
    /// so the window under it is an assumption and its pair needs review (host unknown), naming the model line that
    /// names the layout and the inflation given no parent (before: asserted on the window).
    @Test func aLayoutWhoseParentIsNotKnownIsNotPutOnTheWindow() throws {
        let pairs = Self.pairs("memo_label")
        #expect(!pairs.isEmpty)
        for pair in pairs {
            #expect(pair.review?.kind == .hostUnknown, "\(pair.evidence)")
            let detail = pair.review?.detail ?? ""
            #expect(detail.hasPrefix("FieldModel.java:11 names R.layout.memo_field in FieldModel"), "\(detail)")
            #expect(detail.contains("where it is inflated into is not followed"), "\(detail)")
            #expect(detail.contains("FieldPreview.java:15: inflated with a null parent"), "\(detail)")
        }
    }

    /// `badge_field` draws its own opaque #FFF3E0 under the text: that holds wherever it is shown, so the pair is
    /// asserted on it; the activity's own content (`entry_heading`) stays on the window, #FAFAFA by day, #101418 by
    /// night.
    @Test func aLayerTheLayoutDrawsAndAnActivitysContentStayAsserted() throws {
        let badge = Self.pairs("badge_label")
        #expect(!badge.isEmpty)
        for pair in badge {
            #expect(pair.review == nil, "\(String(describing: pair.review))")
            #expect(T.hex(pair.background, .light, Self.read.palette) == "#fff3e0", "\(pair.evidence)")
            #expect(T.hex(pair.background, .dark, Self.read.palette) == "#fff3e0", "\(pair.evidence)")
        }
        let heading = Self.pairs("entry_heading")
        #expect(!heading.isEmpty)
        for pair in heading {
            #expect(pair.review == nil, "\(String(describing: pair.review))")
            #expect(T.hex(pair.background, .light, Self.read.palette) == "#fafafa", "\(pair.evidence)")
            #expect(T.hex(pair.background, .dark, Self.read.palette) == "#101418", "\(pair.evidence)")
        }
    }
}
