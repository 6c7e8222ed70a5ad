/// Why a pair cannot be asserted: what is drawn under (or instead of) the text is something Legible cannot know the
/// color of, so the pair is *needs review*, as axe-core reports color-contrast "incomplete" results (a background
/// image, a gradient, an overlapping element, pseudo-content) instead of passing or failing them.
///
/// A needs-review pair keeps the colors Legible did find (the text color and the layer it would sit on without the
/// obstruction), so reports can show a ratio for a person to judge, but it never passes or fails a run.
public struct ReviewReason: Sendable, Hashable, Comparable {
    /// What stands between the text and the background Legible found.
    public enum Kind: String, Sendable, Hashable, CaseIterable, Comparable {
        /// A bitmap or vector image under the text (ImageView, UIImageView, NSImageView, SwiftUI `Image`).
        case image
        /// Video or a camera preview (VideoView, PlayerView, SurfaceView, AVPlayerLayer).
        case video
        /// A map (MapView, MKMapView, SwiftUI `Map`).
        case map
        /// Web content (WebView, WKWebView).
        case webView
        /// A blur or material (UIVisualEffectView, NSVisualEffectView, `.ultraThinMaterial`).
        case blur
        /// A gradient (a `<shape>` with `<gradient>`, `LinearGradient`, CAGradientLayer).
        case gradient
        /// A drawable or view that draws itself in a way Legible cannot read (a vector or bitmap drawable, a custom
        /// view class, `draw(_:)`/`onDraw`).
        case customDrawing
        /// Another element whose color Legible knows may or may not cover the text (partly overlapping siblings).
        case overlap
        /// What the view is shown in is set by code Legible cannot read (a popup window's background).
        case hostUnknown
        /// Code sets the color to a value Legible cannot read, or to several values.
        case setInCode
        /// The element's style is not among the files read (a library or module that was not passed): what it draws
        /// is not known.
        case styleNotRead
        /// The pair is shown in a state (selected, highlighted, focused, pressed) in which the platform may draw a
        /// selection or highlight background that the code does not set where the text color is.
        case state
        /// The theme of the screen is chosen in code Legible cannot evaluate (`setTheme(…)` with a helper in a library
        /// not read, a style looked up by name): which theme the text is shown in is not known.
        case themeInCode
        /// The element may never be drawn: a launch-screen label without text, a static table cell whose controller
        /// sets another data source.
        case notShown
        /// An app widget (`RemoteViews`, an `appwidget-provider` layout): the launcher draws it over the wallpaper and
        /// inflates it with its own theme, so what is under the text is not proven unless the layout itself draws an
        /// opaque color no code replaces, and theme attributes are not the app's.
        case appWidget
        /// The window shows the user's wallpaper (Android `android:windowShowWallpaper` true in the screen's theme, a
        /// launcher's see-through theme): text no opaque layer of its own backs is drawn over a picture the user picks.
        case wallpaper
        /// Material dynamic color (Android 12+): the color role comes from the user's wallpaper, so it has no one
        /// value (`DynamicColors.applyToActivitiesIfAvailable`, a `Theme.Material3.DynamicColors` theme).
        case dynamicColor
        /// The user's accent or highlight color (macOS `controlAccentColor`, `selectedContentBackgroundColor`,
        /// `keyboardFocusIndicatorColor`, `selectedTextBackgroundColor`; `Color.accentColor` on macOS with no accent
        /// color asset): the person using the Mac picks it in System Settings → Appearance, so it has no one value.
        case userAccent
        /// An Apple system color whose value in the appearance is one of two its reference's sources disagree on
        /// (`UnknownSystemValues`), and the pair's WCAG verdicts differ between them.
        case systemValue

        public static func < (a: Kind, b: Kind) -> Bool { a.rawValue < b.rawValue }

        /// "image", "video", "map", "web view", "blur", "gradient", "custom drawing", "overlap", "host unknown", "set in code", "style not read", "state", "theme in code", "not shown", "app widget", "wallpaper", "dynamic color", "user accent color", "system color value unknown"
        public var label: String {
            switch self {
            case .webView: "web view"
            case .customDrawing: "custom drawing"
            case .hostUnknown: "host unknown"
            case .setInCode: "set in code"
            case .styleNotRead: "style not read"
            case .notShown: "not shown"
            case .themeInCode: "theme in code"
            case .appWidget: "app widget"
            case .dynamicColor: "dynamic color"
            case .userAccent: "user accent color"
            case .systemValue: "system color value unknown"
            default: rawValue
            }
        }

        /// What a team can do about a pair that needs review for this reason: the one place this advice is written
        /// (the reports print it once per reason they list; the README's table is checked against it).
        public var advice: String {
            switch self {
            case .image, .video, .map:
                "put the text on an opaque plate or scrim of its own, or check it by hand over the lightest and "
                    + "darkest content that can be under it"
            case .webView:
                "the page decides its colors: check it with a web contrast checker, or give the text its own opaque "
                    + "background"
            case .blur:
                "a material takes its color from what is behind it: give the text an opaque background, or check it "
                    + "by hand over light and dark content"
            case .gradient:
                "check the text against each end of the gradient (`legible check TEXT END`), or put it on a solid part"
            case .customDrawing:
                "draw the background with a color Legible reads (a color resource, an asset, a named constant), or "
                    + "check it by hand"
            case .overlap:
                "make the layout say whether the sibling covers the text (constrain it to cover it, or move it), or "
                    + "check it by hand"
            case .hostUnknown:
                "pass the code that shows this view (the activity, fragment, dialog, adapter or controller that "
                    + "inflates or presents it), or give the view's root an opaque background"
            case .setInCode:
                "set the color from a named color Legible reads (a resource, an asset, a constant) on every branch, "
                    + "or check each value by hand"
            case .styleNotRead:
                "pass the library or module that declares the style (its `res/` folder or sources) with the app"
            case .state:
                "set the state's background where its text color is set, or check the state by hand"
            case .themeInCode:
                "pass the code that picks the theme (its helper and the styles it can return), or check the screen in "
                    + "each theme by hand"
            case .notShown:
                "nothing, if the element is never drawn; if code shows it, pass that code (or remove the dead element)"
            case .appWidget:
                "give the widget layout's root an opaque color no code replaces"
            case .wallpaper:
                "give the text an opaque plate or a scrim of its own, or check it by hand over light and dark "
                    + "wallpapers (a text shadow helps, but is not measured)"
            case .dynamicColor:
                "give the view a fixed `@color/` resource to check it, or check it by hand with light and dark "
                    + "wallpapers"
            case .userAccent:
                "check the text against every accent color System Settings offers (multicolor, blue, purple, pink, "
                    + "red, orange, yellow, green, graphite), or draw it with a fixed color of the app's"
            case .systemValue:
                "check the pair by hand on a system that shows the color, or draw it with a fixed color of the app's"
            }
        }
    }

    public var kind: Kind
    /// What was found, for a person to look at: `ImageView @+id/thumbnail (line 12) is drawn under the text`.
    public var detail: String

    public init(_ kind: Kind, _ detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// "needs review (image): ImageView @+id/thumbnail (line 12) is drawn under the text"
    public var message: String { "needs review (\(kind.label)): \(detail)" }

    public static func < (a: ReviewReason, b: ReviewReason) -> Bool { (a.kind, a.detail) < (b.kind, b.detail) }
}
