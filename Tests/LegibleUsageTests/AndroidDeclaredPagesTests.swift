import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// ViewPager pages a fragment pager adapter declares by its factory's return type (issue 29), in
/// `Fixtures/android-host-cases/declared-pages`: the pages are the app's fragment class `createFragment` returns and
/// its subclasses, shown in the pager the adapter is given to.
@Suite("Android pager pages declared by the page factory's return type")
struct AndroidDeclaredPagesTests {
    typealias T = AndroidTestSupport

    static func read() -> (scan: UsageScan, palette: Palette) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-host-cases/declared-pages")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (AndroidLayoutReader.read(files, palette: palette), palette)
    }

    static func pairs(_ scan: UsageScan, _ id: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }
    }

    /// Kotlin `StepsAdapter.createFragment(position): StepFragment` returns `steps[position]`; the Kotlin
    /// `WelcomeStepFragment` and Java `PermissionStepFragment` extend `StepFragment`, so both pages sit in
    /// `OnboardingActivity`'s pager, on its `Theme.Tour.Onboarding` window `@color/tour_blue`.
    @Test func subclassesOfTheDeclaredPageClassSitInThePager() throws {
        let (scan, palette) = Self.read()
        for (id, foreground, shownBy) in [
            ("welcome_title", "#ffffff", "WelcomeStepFragment"),
            ("permission_text", "#e1f5fe", "PermissionStepFragment"),
        ] {
            let pairs = Self.pairs(scan, id)
            #expect(pairs.count == 1, "\(id)")
            for pair in pairs {
                #expect(T.hex(pair.foreground, .light, palette) == foreground, "\(id)")
                #expect(T.hex(pair.background, .light, palette) == "#1e4e8c", "\(id)")
                #expect(pair.review == nil, "\(id): \(String(describing: pair.review))")
                #expect(
                    pair.evidence.contains(
                        "this layout is shown by fragment \(shownBy) in the container at layout/activity_onboarding.xml:7"
                    ),
                    "\(id): \(pair.evidence)")
            }
        }
    }

    /// Java `HistoryPagesAdapter.getItem(int)` declares the platform `Fragment`: it says nothing of which fragments
    /// it pages, so `HistoryFragment`'s text still needs review (host unknown).
    @Test func aPlatformReturnTypeNamesNoPage() throws {
        let pairs = Self.pairs(Self.read().scan, "history_entry")
        #expect(pairs.count == 1)
        for pair in pairs {
            #expect(pair.review?.kind == .hostUnknown)
            #expect(pair.review?.detail.contains("is shown by fragment HistoryFragment") == true)
        }
    }
}
