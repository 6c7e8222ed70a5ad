import LegiblePalette

/// What a pair must meet, by WCAG 2.x success criterion:
/// - `text`: SC 1.4.3 (AA, 4.5:1; 3:1 for large text) and SC 1.4.6 (AAA). Large text is ≥ 18 pt, or ≥ 14 pt bold
///   (WCAG 2.x "large scale"); `large` is nil when the size is unknown (checked as normal text).
/// - `nonText`: SC 1.4.11, 3:1 (tints of controls and image views, borders, separators).
public enum PairRole: Sendable, Hashable {
    case text(large: Bool?)
    case nonText

    /// WCAG 2.x large scale: at least 18 pt, or at least 14 pt when bold.
    public static func isLargeText(pointSize: Double, bold: Bool) -> Bool {
        pointSize >= 18 || (bold && pointSize >= 14)
    }
}

/// Two colors that meet on screen, as a UI file (storyboard, xib, Android layout) or view code shows them.
///
/// `background` is the element's effective background: its own, else the nearest ancestor's, else the scene or
/// window default. When that background is translucent, `over` is what it is composited on (the next opaque ancestor),
/// so the audit composites `foreground` over `background` over `over` as the screen does.
public struct ObservedPair: Sendable, Hashable {
    public var foreground: ObservedColor
    public var background: ObservedColor
    public var over: ObservedColor?
    public var role: PairRole
    public var site: UsageSite
    /// How the pair was found, for a reader to judge it: "same element", "nearest ancestor with a background",
    /// "scene default (systemBackground)", "same modifier chain", "same view hierarchy in one type".
    public var evidence: String
    /// Where only some appearances apply (a pair read from one Android theme), those; nil means every appearance.
    public var appearances: [Appearance]?
    /// Set when the layer under the text is not a color Legible can know (an image, a blur, a gradient, an overlap):
    /// the pair is listed for a person to check and never passes or fails. `background` is then the layer Legible
    /// found below the obstruction.
    public var review: ReviewReason?
    /// For a storyboard or xib pair: the elements from the text's element out to the one whose background was used
    /// (or to the top when a default was assumed), so that code setting one of their backgrounds is applied
    /// (`CodeRecolor`). Empty for other sources.
    public var crossed: [CrossedView] = []
    /// The app classes whose code decides what the element shows: for a storyboard or xib pair the document's owner
    /// (File's Owner or the scene's controller) and the custom classes of the element and its ancestors; for Swift
    /// view code the type that declares the view. When one of them is not among the code read, that code may recolor
    /// or present the view: the pair needs review (`CodeRecolor.applyUnreadClasses`); when code shows one in a sheet,
    /// the pair is on the elevated level (`CodePresentations`).
    public var codeClasses: [String] = []
    /// A storyboard element in a static table's cell (`dataMode="static"`): shown only while the controller keeps the
    /// storyboard's static data source (`CodeRecolor.applyCellsNotShown`).
    var inStaticTable = false
    /// The index of the static table section holding the element (`EmptiedStaticSections`), nil outside one.
    var staticSection: Int?
    /// A storyboard or xib element in a prototype cell (`<prototypes>`, an AppKit `tableCellView`): shown only when
    /// code makes a cell from it (`CodeRecolor.applyCellsNotShown`).
    var inPrototypeCell = false
    /// A storyboard or xib element in a table or collection view cell: the cell, for the code that configures cells
    /// (`CodeCellRecolor`).
    var cell: CellPlacement?
    /// A storyboard or xib button with no title that shows an image, held by an outlet: its title color is drawn only
    /// if code gives it a title (`CodeRecolor.applyUntitledButtons`).
    var untitledButton = false
    /// A document's part AppKit draws only if code turns it on (a grid color with no grid lines, a header cell of a
    /// table with no header view): the names code would use to do it (`gridStyleMask`, `headerView`). When no code
    /// read uses one, the part is never drawn and leaves the pairs (`IBPartsCodeTurnsOn`).
    var drawnOnlyIfCodeUses: Set<String> = []
    /// A text in a top-level view of a macOS xib that nothing in the document draws under: the view code places in a
    /// window, popover or view decides what it is on (`NibRootHosts`).
    var nibRoot: NibRoot?
    /// A text in a table cell at the top of an iOS xib that nothing in the document draws under, by the xib's name:
    /// the cell's default background, which the style of the table that shows it decides (`XibCellTables`); nil once
    /// code paints a view under the text.
    var xibCellNib: String?
    /// A view code pair whose layer is an outlet's element in a storyboard or xib, as read before code ran (its path NUL
    /// its `id`): what code then paints under that element is under this text too (`OutletLayersAfterCode`).
    var outletElement: String?
    /// A storyboard element that nothing in the document draws under, in a macOS scene shown on a material (a
    /// sheet, a popover, a sidebar: `IBMacSceneSurfaces`): its review is the material, which code painting one of the
    /// crossed views covers (`CodeRecolor`).
    var onHostMaterial = false
    /// A storyboard or xib control's text: how it is drawn while the control is disabled, and whether the document
    /// disables it (`CodeEnabledState`).
    var disabledLook: DisabledLook?
    /// The OS releases a pair split by release shows (`AppleOSSplit`): what its system colors were resolved at; nil
    /// for a pair not split (the newest release).
    var osRange: AppleOSRange?

    /// An element of a storyboard or xib: its `id`, `customClass` and tag (`label`, `tableViewCell`, `viewController`).
    public struct CrossedView: Sendable, Hashable {
        public var id: String
        public var customClass: String?
        public var tag: String?

        public init(id: String, customClass: String?, tag: String? = nil) {
            self.id = id
            self.customClass = customClass
            self.tag = tag
        }
    }
    /// For a storyboard or xib pair: every ancestor of the element in its document that has an id, innermost first,
    /// up to the scene's controller or the document's top: what an appearance proxy's containment is checked against
    /// (`AppearanceProxyRecolor`).
    var ancestors: [CrossedView] = []
    /// A storyboard or xib pair of an AppKit (macOS) document: UIKit's appearance proxies never apply.
    var inAppKitDocument = false
    /// A storyboard scene only code shows (`IBPresentationRoutes.ShownByCode`): its level is the code's to say.
    var shownByCode: IBPresentationRoutes.ShownByCode?
    /// For a storyboard or xib pair: the view that hides the element in the document, if any (`IBHiddenViews`).
    var hiddenBy: IBHiddenView?
    /// For a storyboard or xib text pair: the view the document gives no text, if any (`EmptyTexts`).
    var emptyText: IBHiddenView?
    /// For a storyboard or xib pair: the toolbar item holding the element that its toolbar never places by itself,
    /// described (`IBUnplacedToolbarItems`).
    var unplacedToolbarItem: String?
    /// For a storyboard or xib pair: why the layer under the element is not known once code runs, when code paints a
    /// view under it with a color Legible cannot read (`CodeRecolor`), whatever the pair's own review says (it may be
    /// about its text color): view code over the element needs review for it (`OutletLayersAfterCode`).
    var layerUnread: ReviewReason?
    /// For a storyboard or xib pair whose layer is a view's own background: the document's layers under that view,
    /// nearest first, each shown when code makes the views above it clear (`LayerBeneath`).
    var beneath: [LayerBeneath] = []

    /// When the pair is shown ("when isUnread", "otherwise", "iOS 26"), where its element shows several pairs;
    /// kept on the site, so every report that names the site says it.
    public var condition: String? {
        get { site.condition }
        set { site.condition = newValue }
    }

    public init(
        foreground: ObservedColor, background: ObservedColor, over: ObservedColor? = nil, role: PairRole,
        site: UsageSite, evidence: String, appearances: [Appearance]? = nil, review: ReviewReason? = nil
    ) {
        self.foreground = foreground
        self.background = background
        self.over = over
        self.role = role
        self.site = site
        self.evidence = evidence
        self.appearances = appearances
        self.review = review
    }
}
