import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// A navigation drawer's `app:headerLayout` is shown at the drawer's top (issue 29), in
/// `Fixtures/android-host-cases/drawer-header`: its pairs are walked there, not left as "no code inflates it".
@Suite("Android navigation drawer header layouts")
struct AndroidDrawerHeaderTests {
    typealias T = AndroidTestSupport

    static let read: (scan: UsageScan, palette: Palette) = {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-host-cases/drawer-header")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (AndroidLayoutReader.read(files, palette: palette), palette)
    }()

    static func pairs(_ id: String) -> [ObservedPair] {
        read.scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }
    }

    /// `AtlasNavigationView` (an app class on `NavigationView`) in `activity_maps` names `drawer_header`: white on the
    /// header's own `@color/atlas_blue`, asserted (before, "no code read inflates it" made it need review).
    @Test func aHeaderWithItsOwnBackgroundIsAsserted() throws {
        let pairs = Self.pairs("header_title")
        #expect(pairs.count == 1)
        for pair in pairs {
            #expect(T.hex(pair.foreground, .light, Self.read.palette) == "#ffffff")
            #expect(T.hex(pair.background, .light, Self.read.palette) == "#0d47a1")
            #expect(pair.review == nil, "\(String(describing: pair.review))")
            #expect(pair.evidence.contains("@color/atlas_blue"), "\(pair.evidence)")
        }
    }

    /// `places_header` draws no background: the drawer's own surface is under it, which is not read, so it needs
    /// review with that reason, not "no code read inflates it".
    @Test func aHeaderWithNoBackgroundWaitsOnTheDrawersSurface() throws {
        let pairs = Self.pairs("places_title")
        #expect(pairs.count == 1)
        for pair in pairs {
            #expect(T.hex(pair.foreground, .light, Self.read.palette) == "#455a64")
            #expect(pair.review?.kind == .hostUnknown)
            #expect(
                pair.review?.detail.contains(
                    "is the app:headerLayout of NavigationView at layout/activity_places.xml:11 and draws no background"
                )
                    == true,
                "\(String(describing: pair.review))")
        }
    }
}
