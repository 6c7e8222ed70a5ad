import Testing
import LegiblePalette
import LegibleUsage
import LegibleTestSupport

/// Rows whose bind code sets their selected or activated state over a state-list background
/// (`Fixtures/android-selected-rows`): a pair per state, the state's layer over the list's `@color/paper`.
@Suite("Android: rows selected or activated as they bind")
struct AndroidSelectedRowTests {
    typealias T = AndroidTestSupport

    static let files = AndroidProjectFiles.discover([TestPaths.fixture("android-selected-rows")])
    static let palette = AndroidResourceReader.read(files: files.values)
    static let scan = AndroidLayoutReader.read(files, palette: palette)

    /// The pairs of `id`'s text color by condition: background, and what it is over.
    static func pairs(_ id: String) -> [String: (String?, String?)] {
        var result: [String: (String?, String?)] = [:]
        for pair in scan.pairs
        where pair.site.elementID == "@+id/\(id)"
            && pair.site.location.keyPath?.hasSuffix("/@android:textColor") == true
        {
            #expect(pair.review == nil, "\(String(describing: pair.review))")
            #expect(T.hex(pair.foreground, .light, palette) == "#212121")
            result[pair.condition ?? ""] = (
                T.hex(pair.background, .light, palette), pair.over.flatMap { T.hex($0, .light, palette) }
            )
        }
        return result
    }

    /// `setSelected(current)` in `AccountRow.bind` (Java, on itself): not selected, the ripple draws nothing and the
    /// text is on #FFFFFF; selected, on #552090EA over it.
    @Test func aRowClassSelectingItselfHasAPairPerState() throws {
        let pairs = Self.pairs("account_name")
        #expect(pairs.count == 2, "\(pairs)")
        let selected = try #require(pairs.first { $0.key.hasPrefix("when selected") })
        let normal = try #require(pairs.first { $0.key.hasPrefix("when not selected") })
        #expect(selected.key.contains("AccountRow.java:23"), "\(selected.key)")
        #expect(selected.value.0 == "#2090ea55" && selected.value.1 == "#ffffff", "\(selected.value)")
        #expect(normal.value.0 == "#ffffff", "\(normal.value)")
    }

    /// `holder.itemView.isActivated = position == open` (Kotlin, in `onBindViewHolder`): #E3F2FD when activated.
    @Test func anAdapterActivatingItsRowHasAPairPerState() throws {
        let pairs = Self.pairs("chat_title")
        #expect(pairs.count == 2, "\(pairs)")
        #expect(pairs.first { $0.key.hasPrefix("when activated") }?.value.0 == "#e3f2fd")
        #expect(pairs.first { $0.key.hasPrefix("when not activated") }?.value.0 == "#ffffff")
    }
}
