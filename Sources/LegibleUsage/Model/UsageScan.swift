import LegiblePalette

/// What reading UI files found: the pairs, the diagnostics (an element with a text color whose background could not be
/// known, an unresolved attribute, a malformed file), and how many elements with a text color were seen, so that
/// `elementsWithTextColor` = text pairs' elements + elements named in diagnostics (nothing dropped silently).
public struct UsageScan: Sendable, Hashable {
    public var pairs: [ObservedPair]
    public var diagnostics: [Diagnostic]
    /// Elements that set a text color (or whose text color comes from a style or theme). Interface Builder counts each
    /// text color written (`textColor`, and a button's `titleColor` once per state). Diagnostics about one element
    /// carry `location.keyPath` = `ELEMENT-ID/COLOR-KEY`, so text pairs' uses + those diagnostics = this count.
    public var elementsWithTextColor: Int
    /// UI files read.
    public var filesRead: Int
    /// Elements of storyboards and xibs that code reaches by an outlet (so code may recolor them).
    public var outlets: [OutletBinding] = []
    /// The Xcode projects' targets: which platforms build each file (read before the UI readers, which use it).
    public var appleTargets = AppleTargets()
    /// The colors the app's Objective-C class methods return, by the names Swift calls them (`ObjCImportedColors`):
    /// read before the UI readers, so Swift views and code that name them are checked.
    public var importedColors: [SwiftImportedColor] = []
    /// The image and symbol sets of the asset catalogs read, by name (`AppleImageAssets`).
    public var imageAssets = AppleImageAssets()
    /// Where the app's code sets tints (`AppleCodeTints`), read before the UI readers; nil when no code is read.
    var codeTints: AppleCodeTints?
    /// Classes whose Objective-C code builds views with pairs (`ObjCViewsReader`): the class and its subclasses read,
    /// and its bodies. When none of the names is created by code read, its pairs are not shown (`AppleReachability`).
    var codeBuiltClasses: [AppleReachability.CodeBuiltClass] = []
    /// The app's Swift members false in every release build (`SwiftDisabledCode.falseProperties`), found once by the
    /// Swift views reader and used again by the reachability walk (`AppleCodeReferences`); nil when no Swift was read.
    var swiftFalseProperties: Set<String>?
    /// Storyboards and xibs built for tvOS (`targetRuntime="AppleTV"`): tvOS presents a controller full screen, so code
    /// that presents one does not put its document on an elevated level.
    public var appleTVDocuments: Set<String> = []
    /// When no UI file showed a pair: the files of UI frameworks Legible does not read (`UnreadInterface`).
    public var unreadInterfaces: [UnreadInterfaceCount] = []
    /// The Interface Builder documents read, with what says how each can be shown (`AppleReachability`).
    public var interfaceDocuments: [InterfaceDocument] = []
    /// Documents, view types and always-empty texts nothing reachable shows (`AppleReachability`, `EmptyTexts`), their
    /// pairs left out.
    public var unshown: [AppleReachability.Unshown] = []
    /// Text colors written in UI files that the platform never draws, so no text use: the title colors of buttons
    /// that show only an image and get no title (`IBUntitledButtons`). `elementsWithTextColor` + this = every text
    /// color written.
    public var textColorsNotDrawn = 0
    /// Text uses left out because nothing shows them (`unshown`: UI nothing reachable loads, always-empty text; files
    /// no Xcode target builds, `AppleTargets`):
    /// `elementsWithTextColor` + `textColorsNotDrawn` + this = every text color written.
    public var textUsesNotShown = 0

    public init(
        pairs: [ObservedPair] = [], diagnostics: [Diagnostic] = [], elementsWithTextColor: Int = 0, filesRead: Int = 0
    ) {
        self.pairs = pairs
        self.diagnostics = diagnostics
        self.elementsWithTextColor = elementsWithTextColor
        self.filesRead = filesRead
    }

    /// Uses (text colors, tints) that ended as neither a pair nor a needs-review pair: the diagnostics that name one
    /// element (`location.keyPath` set).
    /// A use whose states each ended as a warning (`[when isUnread]`, `[otherwise …]`) counts once.
    public var usesNotChecked: Int {
        Set(
            diagnostics.filter { $0.location.keyPath != nil }.map {
                [$0.location.path, "\($0.location.line)", "\($0.location.column ?? 0)", $0.location.keyPath ?? ""]
            }
        ).count
    }

    /// Text uses with no verdict: the text uses named by a diagnostic (non-text ones, `isNonTextUse`, left out) at
    /// which no text pair, asserted or needing review, was found. An Android element is one use whatever text
    /// attributes it sets (`android:textColor`, `…Hint`, `…Link`), as `elementsWithTextColor` counts it; an Interface
    /// Builder or code use is its key path. Over `elementsWithTextColor`: the share of text not checked (issue 31).
    public var textUsesNotChecked: Int {
        var withPairs = Set<[String]>()
        for pair in pairs where pair.role != .nonText { withPairs.insert(Self.textUse(pair.site.location)) }
        return Set(
            diagnostics.filter { $0.location.keyPath != nil && !Self.isNonTextUse($0) }.map {
                Self.textUse($0.location)
            }
        ).subtracting(withPairs).count
    }

    /// The text use a location names: its file, line, column and key path, an Android attribute (`ELEMENT/@attr`)
    /// dropped so that an element's text attributes are one use.
    static func textUse(_ location: SourceLocation) -> [String] {
        var key = location.keyPath ?? ""
        if let slash = key.lastIndex(of: "/"), key[key.index(after: slash)...].first == "@" {
            key = String(key[..<slash])
        }
        return [location.path, "\(location.line)", "\(location.column ?? 0)", key]
    }

    /// Whether a diagnostic about one use is about a non-text color: the Apple readers say "(non-text)" in the use's
    /// description (`InterfaceBuilderReader`, `UIKitColorUses`, `SwiftUIColorUses`); an Android use is named by its
    /// attribute (`ELEMENT/@app:tint`, `AndroidLayoutWalker.tintAttributes`).
    static func isNonTextUse(_ diagnostic: Diagnostic) -> Bool {
        if diagnostic.message.contains("(non-text)") { return true }
        guard let last = diagnostic.location.keyPath?.split(separator: "/").last, last.first == "@" else {
            return false
        }
        return AndroidLayoutWalker.tintAttributes.contains(String(last.dropFirst()))
    }

    /// The counts a run's summary reports next to its checks (`PairCounts`), over every pair the UI files show.
    public var coverage: UsageCoverage { coverage(of: ObservedPairGroup.grouping(pairs)) }

    /// The counts of the pairs a run checks (`groups`: the scan's pairs, narrowed by a config's `ignore` and
    /// `appearances`).
    public func coverage(of groups: [ObservedPairGroup]) -> UsageCoverage {
        UsageCoverage(
            filesRead: filesRead, textUses: elementsWithTextColor, pairs: PairCounts(groups),
            usesNotChecked: usesNotChecked, textUsesNotChecked: textUsesNotChecked, unreadInterfaces: unreadInterfaces)
    }

    /// Moves `count` text uses out of `elementsWithTextColor` into `textUsesNotShown`: their pairs left the scan
    /// because nothing shows them (never below zero).
    mutating func leaveOutUnshownUses(_ count: Int) {
        let moved = min(elementsWithTextColor, count)
        elementsWithTextColor -= moved
        textUsesNotShown += moved
    }

    /// Adds another scan's results, keeping pairs ordered by site and diagnostics sorted.
    public mutating func merge(_ other: UsageScan) {
        pairs += other.pairs
        pairs.sort { $0.site < $1.site }
        diagnostics += other.diagnostics
        diagnostics.sort()
        elementsWithTextColor += other.elementsWithTextColor
        textColorsNotDrawn += other.textColorsNotDrawn
        textUsesNotShown += other.textUsesNotShown
        filesRead += other.filesRead
        outlets += other.outlets
        appleTVDocuments.formUnion(other.appleTVDocuments)
        interfaceDocuments += other.interfaceDocuments
        codeBuiltClasses += other.codeBuiltClasses
        if let found = other.swiftFalseProperties { swiftFalseProperties = (swiftFalseProperties ?? []).union(found) }
    }
}
