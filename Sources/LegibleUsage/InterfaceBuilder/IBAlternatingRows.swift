import LegiblePalette

/// AppKit's alternating row backgrounds: a table or outline view whose `usesAlternatingRowBackgroundColors` is on
/// (`alternatingRowBackgroundColors="YES"` in Interface Builder) draws its rows on
/// `NSColor.alternatingContentBackgroundColors` instead of its `backgroundColor`: the first color on even rows, the
/// second on odd rows (Apple, "NSTableView.usesAlternatingRowBackgroundColors", "NSColor
/// .alternatingContentBackgroundColors"). UIKit has no such property.
///
/// Text whose first layer is the table's gives a pair per row color, each with its rows as condition. A row color is
/// checked in the appearances `AppleSystemColors` knows it in (the odd rows' dark value is not known: only screen
/// picks exist); an appearance it has no value in is named in a note, not guessed.
struct IBAlternatingRows {
    /// The table or outline view alternating its rows.
    let table: IBNode
    let decoder: IBColorDecoder

    /// `alternatingContentBackgroundColors[0]` and `[1]`, as AppleSystemColors names them.
    static let rowColors = ["alternatingContentBackgroundColors[0]", "alternatingContentBackgroundColors[1]"]

    /// The table alternating the rows that are the element's layer (`crossed`: the views from the element out to the
    /// one whose background was used; the element may be the table, for its grid lines), nil when the element has
    /// its own layer above the table's, or outside AppKit.
    init?(element: IBNode, crossed: [ObservedPair.CrossedView], decoder: IBColorDecoder) {
        guard decoder.isMac,
            // The table itself: its grid lines (`gridColor`) are drawn over both row colors.
            let table = ([element] + element.ancestors).first(where: {
                $0.name == "tableView" || $0.name == "outlineView"
            }),
            table["alternatingRowBackgroundColors"] == "YES", crossed.contains(where: { $0.id == table["id"] })
        else { return nil }
        self.table = table
        self.decoder = decoder
    }

    /// The row color at `index` (0 even, 1 odd) with the appearances it has a value in.
    func rowColor(_ index: Int) -> (color: ObservedColor, appearances: [Appearance])? {
        let reference = SystemColorReference(platform: "osx", name: Self.rowColors[index])
        let variants = AppleSystemColors.variants(
            of: reference, at: SourceLocation(path: decoder.path, line: table.line))
        guard !variants.isEmpty else { return nil }
        return (
            .inline(NamedColor(name: Self.rowColors[index], origin: "AppKit system colors", variants: variants)),
            variants.map(\.appearance)
        )
    }

    /// The pair on each row color: `pair` with the table's layer (its `background`, or the opaque layer under a
    /// translucent one) replaced. Nil when a row color is not known at all.
    func pairs(_ pair: ObservedPair) -> (pairs: [ObservedPair], unknown: [(rows: String, appearances: [Appearance])])? {
        var result: [ObservedPair] = []
        var unknown: [(rows: String, appearances: [Appearance])] = []
        for index in 0..<2 {
            guard let (color, known) = rowColor(index) else { return nil }
            let rows = index == 0 ? "even rows" : "odd rows"
            var row = pair
            if row.over != nil { row.over = color } else { row.background = color }
            row.evidence =
                "\(table.name) \(table["id"] ?? "") (line \(table.line)) alternates its row backgrounds: "
                + "\(Self.rowColors[index]) on \(rows)" + (pair.over != nil ? ", under \(pair.evidence)" : "")
            row.condition = [pair.condition, "on \(rows)"].compactMap { $0 }.joined(separator: ", ")
            let wanted = pair.appearances ?? Appearance.allCases
            let missing = wanted.filter { !known.contains($0) }
            if !missing.isEmpty {
                row.appearances = wanted.filter { known.contains($0) }
                unknown.append((rows, missing))
                if row.appearances?.isEmpty == true { continue }
            }
            result.append(row)
        }
        return (result, unknown)
    }
}
