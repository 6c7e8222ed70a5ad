import Foundation
import Testing
import LegiblePalette
import LegibleFiles
import LegibleUsage
import LegibleTestSupport

/// Fragment → container → activity (issue 29): a fragment's layout is shown inside the container code or a layout
/// puts it in, in that activity and under that activity's themes; a fragment no container is known for needs review.
@Suite("Android fragments shown in their containers")
struct AndroidFragmentHostTests {
    typealias T = AndroidTestSupport

    static func read() -> (scan: UsageScan, palette: Palette) {
        let files = AndroidProjectFiles.discover([TestPaths.fixture("android-lists/fragments")])
        let palette = AndroidResourceReader.read(files: files.values)
        return (AndroidLayoutReader.read(files, palette: palette), palette)
    }

    static func pairs(_ scan: UsageScan, _ id: String) -> [ObservedPair] {
        scan.pairs.filter { $0.site.elementID == "@+id/\(id)" }
    }

    /// Kotlin: `ReaderActivity` (its base class sets `Theme.Notes.Paper` in code; the manifest's theme is only the
    /// starting window) adds `ToolbarFragment.newInstance(…)` to `R.id.reader_toolbar_slot` inside
    /// `supportFragmentManager.commit { replace(…) }`. The toolbar's text is checked on that theme's window
    /// background, `@color/paper`, never on the starting window's `@color/splash`.
    @Test func aFragmentTakesTheThemeItsActivitySetsInCode() throws {
        let (scan, palette) = Self.read()
        let pairs = Self.pairs(scan, "toolbar_title")
        #expect(!pairs.isEmpty)
        for pair in pairs {
            #expect(T.hex(pair.background, .light, palette) == "#fff8e7")
            #expect(pair.review == nil)
            #expect(pair.evidence.contains("activity_reader.xml"))
        }
    }

    /// Java `PageFragment`, created by a Kotlin `FragmentStateAdapter` the activity gives to `binding.pager`: its
    /// page sits on the panel holding the pager. Kotlin `ChapterListFragment`, named by a `<fragment android:name>`
    /// in a `CardView`: on the card. `GeneralSettingsFragment`, a destination of the navigation graph a
    /// `NavHostFragment` container shows: on that container's parent's background.
    @Test func fragmentsSitInThePagerTagOrNavigationHostThatShowsThem() throws {
        let (scan, palette) = Self.read()
        for (id, color, shownBy) in [
            ("page_text", "#f1e7d0", "PageFragment"), ("chapters_heading", "#e3f2fd", "ChapterListFragment"),
            ("general_title", "#eceff1", "GeneralSettingsFragment"),
        ] {
            let pairs = Self.pairs(scan, id)
            #expect(!pairs.isEmpty, "\(id)")
            for pair in pairs {
                #expect(T.hex(pair.background, .light, palette) == color, "\(id)")
                #expect(pair.review == nil, "\(id)")
                #expect(pair.evidence.contains("whose container shows fragment \(shownBy)"), "\(id): \(pair.evidence)")
            }
        }
    }

    /// Kotlin: `SingleFragmentActivity` adds `createFragment()` (a property holding it) to its
    /// `R.id.fragment_container`; `AboutActivity` overrides `createFragment()` with a Java fragment's
    /// `newInstance(…)`. Every override is followed: the about text sits on the container's own background.
    @Test func aFragmentAnOverriddenFactoryCreatesSitsInTheBaseActivityContainer() throws {
        let (scan, palette) = Self.read()
        let pairs = Self.pairs(scan, "about_title")
        #expect(!pairs.isEmpty)
        for pair in pairs {
            #expect(T.hex(pair.background, .light, palette) == "#fffde7")
            #expect(pair.review == nil)
            #expect(pair.evidence.contains("whose container shows fragment AboutFragment"))
        }
    }

    /// Kotlin `HelpFragment` inflates `fragment_help`, but no other code, layout, navigation graph or preference
    /// names the class: nothing creates it, so it is never shown (`AndroidRowPlacement`'s unnamed fragments), not
    /// the window of a guessed activity; so are the rows its list shows (`HelpTopicAdapter`, attached to
    /// `R.id.help_topics` in that layout).
    @Test func aFragmentNothingNamesIsNotShown() throws {
        let scan = Self.read().scan
        let pairs = Self.pairs(scan, "help_title") + Self.pairs(scan, "help_topic")
        #expect(Set(pairs.map(\.site.elementID)) == ["@+id/help_title", "@+id/help_topic"])
        for pair in pairs {
            #expect(pair.review?.kind == .notShown, "\(String(describing: pair.review))")
            #expect(pair.review?.detail.contains("is shown by fragment HelpFragment (HelpFragment.kt:") == true)
            #expect(pair.review?.detail.contains("nothing creates it, so it is never shown") == true)
        }
    }

    /// Kotlin `TipsFragment : Fragment(R.layout.fragment_tips)` names its layout only in its superclass constructor
    /// call, which the syntax tree reads: it is that fragment's layout; nothing else names the class, so it is never
    /// shown.
    @Test func aLayoutGivenToTheFragmentConstructorIsTheFragments() throws {
        let pairs = Self.pairs(Self.read().scan, "tips_title")
        #expect(!pairs.isEmpty)
        for pair in pairs {
            #expect(pair.review?.kind == .notShown, "\(String(describing: pair.review))")
            #expect(pair.review?.detail.contains("is shown by fragment TipsFragment (TipsFragment.kt:7)") == true)
        }
    }
}
