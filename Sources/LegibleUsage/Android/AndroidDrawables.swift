import Foundation
import LegibleFiles
import LegiblePalette

/// The XML drawables (`res/drawable*/*.xml`) and color state lists (`res/color*/*.xml`) of a project, by resource name,
/// and what each draws under a view in its normal state (Android's "Drawable resources" and "Color state list
/// resource" guides):
/// - `<shape>`: its `<solid android:color>`, or its `<gradient>`'s stops (`AndroidGradientStops`); a shape with only a
///   `<stroke>` fills nothing;
///   a shape with its own `android:tint` is drawn in the tint in the default `tintMode` (`src_in`: `Drawable`'s
///   `DEFAULT_TINT_MODE`) over an opaque fill written as a number, and needs review over another fill (src_in keeps
///   the fill's alpha: `#1C000000` tinted is the tint at 11 %) or in another mode (`src_atop`, `src_over`: the tint
///   composed over the fill);
/// - `<layer-list>`, `<ripple>` (its layers without `android:id="@android:id/mask"`; the ripple itself shows only
///   while pressed): the topmost layer that draws something and covers the view, not a line along one edge
///   (`isLine`);
/// - `<selector>`: the first item whose states hold in the normal state (enabled, window focused; not pressed,
///   focused, selected, checked, activated or hovered), as `StateListDrawable` picks;
/// - `<inset>`, `<scale>`, `<clip>`, `<rotate>`: the drawable they wrap;
/// - `<vector>`, `<bitmap>`, `<nine-patch>`, animations and a name with no XML file (a PNG/WebP): an image, which needs
///   review.
struct AndroidDrawables {
    struct Variant {
        var night: Bool
        /// `drawable-v23` → 23; 0 without an API level.
        var api: Int
        /// Other qualifiers (`land`, `sw600dp`, `ldrtl`): a variant for some screens only.
        var otherQualifiers: Bool
        var path: String
        var root: AndroidXMLElement
        /// The file's merge priority in the app's build (`AndroidResourcePriority`): lower wins in one configuration.
        var priority: Int = 0
    }

    private var drawables: [String: [Variant]] = [:]
    private var colorStateLists: [String: [Variant]] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    init(files: [String], priority: AndroidResourcePriority = AndroidResourcePriority()) {
        for path in files {
            let folder = (FilePath.parent(path) as NSString).lastPathComponent
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let qualifiers = folder.split(separator: "-").dropFirst().map(String.init)
            let api = qualifiers.compactMap { $0.hasPrefix("v") ? Int($0.dropFirst()) : nil }.first ?? 0
            let others = qualifiers.contains {
                !($0 == "night" || $0 == "notnight" || ($0.hasPrefix("v") && Int($0.dropFirst()) != nil))
            }
            switch AndroidXMLDocument.read(path) {
            case .failure(let d): diagnostics.append(d)
            case .success(let root):
                let variant = Variant(
                    night: qualifiers.contains("night"), api: api, otherQualifiers: others, path: path, root: root,
                    priority: priority.rank(path))
                if folder == "color" || folder.hasPrefix("color-") {
                    colorStateLists[name, default: []].append(variant)
                } else {
                    drawables[name, default: []].append(variant)
                }
            }
        }
    }

    /// The variant a phone in portrait shows in day or night mode: the night folder when night, then no screen
    /// qualifiers, then the highest API level, then the module the app's build merges first.
    static func pick(_ variants: [Variant]?, night: Bool) -> Variant? {
        guard let variants, !variants.isEmpty else { return nil }
        let sameMode = variants.filter { $0.night == night }
        let pool = sameMode.isEmpty ? variants.filter { !$0.night } : sameMode
        return pool.min { a, b in
            (a.otherQualifiers ? 1 : 0, -a.api, a.priority, a.path) < (
                b.otherQualifiers ? 1 : 0, -b.api, b.priority, b.path
            )
        }
    }

    func drawable(_ name: String, night: Bool) -> Variant? { Self.pick(drawables[name], night: night) }
    func colorStateList(_ name: String, night: Bool) -> Variant? { Self.pick(colorStateLists[name], night: night) }

    /// What a drawable draws in the normal state.
    enum Layer: Equatable {
        /// A color as written (`#hex`, `@color/x`, `?attr/x`), to resolve in the theme, and where it was written.
        case color(String, SourceLocation, how: String)
        /// A gradient from one color to another (through a third), each as written, where the `<gradient>` is and
        /// how to name it: the text is on each of them somewhere.
        case gradient([String], SourceLocation, how: String)
        /// Nothing in the normal state.
        case nothing(String)
        case review(ReviewReason.Kind, String)
    }

    /// `@drawable/name` (or `@mipmap/name`) as a background, in day or night mode; `states` are states the view is in
    /// besides the normal ones (`selected`, `activated`: `AndroidSelectedStates`), which a `<selector>` item may need,
    /// and `notEnabled` for a disabled view (which is not in the normal `enabled` state).
    func layer(_ reference: String, night: Bool, depth: Int = 0, states: Set<String> = []) -> Layer {
        let name = reference.split(separator: "/").last.map(String.init) ?? reference
        if reference.hasPrefix("@mipmap/") { return .review(.image, "\(reference) is a bitmap") }
        guard let variant = drawable(name, night: night) else {
            return .review(.image, "\(reference) is a bitmap or a drawable not among the files read")
        }
        return layer(of: variant.root, file: variant.path, night: night, depth: depth, states: states)
    }

    /// What `element` (a drawable's root or an inline child of an item) draws.
    func layer(of element: AndroidXMLElement, file: String, night: Bool, depth: Int, states: Set<String> = []) -> Layer
    {
        let here = "\((file as NSString).lastPathComponent):\(element.line)"
        guard depth < 8 else { return .review(.customDrawing, "drawables nested more than 8 deep at \(here)") }
        switch element.name {
        case "shape":
            if let gradient = element.children.first(where: { $0.name == "gradient" }) {
                return AndroidGradientStops.layer(gradient, shape: element, file: file)
            }
            // The shape's own tint: drawn in the tint color (the default mode, src_in, keeps the shape's coverage and
            // takes the tint's color), or blended over the fill in another mode, which is not composed here.
            if let tint = element.attributes["android:tint"],
                let solid = element.children.first(where: { $0.name == "solid" })
            {
                let mode = element.attributes["android:tintMode"] ?? "src_in"
                // src_in keeps the fill's alpha: only an opaque fill written as a number is drawn in the tint alone.
                if mode == "src_in", !Self.isOpaqueLiteral(solid.attributes["android:color"]) {
                    return .review(
                        .customDrawing,
                        "a <shape> whose android:tint \(tint) takes the alpha of its fill "
                            + "\(solid.attributes["android:color"] ?? "(none)") (tintMode src_in, \(here)): the color drawn "
                            + "is the tint at that alpha")
                }
                guard mode == "src_in" else {
                    return .review(
                        .customDrawing,
                        "a <shape> whose android:tint \(tint) blends over its fill (tintMode \(mode), \(here)): the "
                            + "color drawn is the two composed")
                }
                return .color(tint, SourceLocation(path: file, line: element.line), how: "the android:tint of \(here)")
            }
            if let solid = element.children.first(where: { $0.name == "solid" }),
                let color = solid.attributes["android:color"]
            {
                return .color(color, SourceLocation(path: file, line: solid.line), how: "the <solid> of \(here)")
            }
            return .nothing("a <shape> with no <solid> fill (\(here))")
        case "layer-list", "ripple":
            let layers = element.children.filter {
                $0.name == "item" && $0.attributes["android:id"] != "@android:id/mask"
            }
            for item in layers.reversed() {
                // A line (a divider drawn along one edge) covers almost none of the view: the fill is below it.
                if Self.isLine(item) { continue }
                let inner = itemLayer(item, file: file, night: night, depth: depth, states: states)
                if case .nothing = inner { continue }
                return inner
            }
            return .nothing(
                element.name == "ripple"
                    ? "a <ripple> that draws only while pressed (\(here))"
                    : layers.isEmpty
                        ? "an empty <layer-list> (\(here))"
                        : "a <layer-list> whose layers are lines along its edges or draw nothing (\(here))")
        case "selector":
            let on = Self.drawnStates(states)
            guard let item = element.children.first(where: { $0.name == "item" && Self.holds($0, in: on) }) else {
                let named = states.map { $0 == Self.notEnabled ? "disabled" : $0 }
                let state = states.isEmpty ? "the normal state" : "the \(named.sorted().joined(separator: ", ")) state"
                return .nothing("a <selector> with no item for \(state) (\(here))")
            }
            return itemLayer(item, file: file, night: night, depth: depth, states: states)
        case "inset", "scale", "clip", "rotate":
            return itemLayer(element, file: file, night: night, depth: depth, states: states)
        case "color":
            if let color = element.attributes["android:color"] {
                return .color(color, SourceLocation(path: file, line: element.line), how: here)
            }
            return .nothing("a <color> with no android:color (\(here))")
        case "bitmap", "nine-patch":
            return .review(.image, "a <\(element.name)> (\(here))")
        default:
            return .review(.customDrawing, "a <\(element.name)> drawable (\(here))")
        }
    }

    /// An `<item>` (or wrapper): its `android:drawable`, else `android:color`, else its inline child drawable.
    func itemLayer(_ item: AndroidXMLElement, file: String, night: Bool, depth: Int, states: Set<String> = []) -> Layer
    {
        if let reference = item.attributes["android:drawable"] {
            if reference.hasPrefix("@drawable/") || reference.hasPrefix("@mipmap/") {
                return layer(reference, night: night, depth: depth + 1, states: states)
            }
            return .color(
                reference, SourceLocation(path: file, line: item.line),
                how: "\((file as NSString).lastPathComponent):\(item.line)")
        }
        if let color = item.attributes["android:color"] {
            return .color(
                color, SourceLocation(path: file, line: item.line),
                how: "\((file as NSString).lastPathComponent):\(item.line)")
        }
        if let child = item.children.first {
            return layer(of: child, file: file, night: night, depth: depth + 1, states: states)
        }
        return .nothing("an empty <\(item.name)> (\((file as NSString).lastPathComponent):\(item.line))")
    }

    /// `#rgb`, `#rrggbb`, or `#aarrggbb` / `#argb` with full alpha.
    static func isOpaqueLiteral(_ raw: String?) -> Bool {
        guard let raw, raw.hasPrefix("#"), raw.dropFirst().allSatisfy(\.isHexDigit) else { return false }
        switch raw.count - 1 {
        case 3, 6: return true
        case 4: return raw.dropFirst().first.map { $0 == "f" || $0 == "F" } ?? false
        case 8: return raw.dropFirst().prefix(2).lowercased() == "ff"
        default: return false
        }
    }

    /// The thickest a layer may be and still be a line (a divider or an underline), not a fill.
    static let lineThicknessDp = 2.0

    /// Whether a `<layer-list>` item draws a line, at most `lineThicknessDp` thick, rather than covering the view:
    /// its `android:height` / `android:width`, or, when its `android:gravity` does not fill that direction, the
    /// `<size>` of its inline `<shape>` (`LayerDrawable` lays a gravity-placed layer out at its intrinsic size; AOSP
    /// `LayerDrawable.updateLayerBounds`, "Layer list" in Android's "Drawable resources" guide).
    static func isLine(_ item: AndroidXMLElement) -> Bool {
        func thin(_ raw: String?) -> Bool {
            raw.flatMap(AndroidElevationOverlay.dp).map { $0 <= lineThicknessDp } ?? false
        }
        if thin(item.attributes["android:height"]) || thin(item.attributes["android:width"]) { return true }
        guard let gravity = item.attributes["android:gravity"],
            let size = item.children.first(where: { $0.name == "shape" })?.children.first(where: { $0.name == "size" })
        else { return false }
        let parts = Set(gravity.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) })
        let fillsVertically = parts.contains("fill") || parts.contains("fill_vertical")
        let fillsHorizontally = parts.contains("fill") || parts.contains("fill_horizontal")
        let placesVertically = !parts.isDisjoint(with: ["top", "bottom", "center", "center_vertical"])
        let placesHorizontally = !parts.isDisjoint(with: [
            "left", "right", "start", "end", "center", "center_horizontal",
        ])
        return (placesVertically && !fillsVertically && thin(size.attributes["android:height"]))
            || (placesHorizontally && !fillsHorizontally && thin(size.attributes["android:width"]))
    }

    /// States a view is in when nobody touches it: enabled (unless `enabled` is false: a view code disables) and in a
    /// focused window; not pressed, focused, selected, checked, activated, hovered or dragged over. An item whose every
    /// `android:state_…` holds there is the normal one (`ColorStateList` takes the first item that matches).
    /// In a drawable's `states`: the view is disabled, so not in the normal state `enabled`.
    static let notEnabled = "-enabled"

    /// The states a view is in: the normal ones (`enabled`, `window_focused`) with `states`, less `enabled` when
    /// `states` holds `notEnabled`.
    static func drawnStates(_ states: Set<String>) -> Set<String> {
        var on = Set(["enabled", "window_focused"]).union(states)
        if states.contains(notEnabled) { on.subtract(["enabled", notEnabled]) }
        return on
    }

    static func holdsInNormalState(_ item: AndroidXMLElement, enabled: Bool = true) -> Bool {
        holds(item, in: enabled ? ["enabled", "window_focused"] : ["window_focused"])
    }

    /// Whether every `android:state_…` of an item holds when the view is in exactly the states `on`.
    static func holds(_ item: AndroidXMLElement, in on: Set<String>) -> Bool {
        for (attribute, value) in item.attributes
        where attribute.hasPrefix("android:state_") || attribute.hasPrefix("app:state_") {
            let state = attribute.split(separator: "_", maxSplits: 1).last.map(String.init) ?? ""
            if (value == "true") != on.contains(state) { return false }
        }
        return true
    }

    /// A color state list's color in the normal state (or, `enabled` false, in the normal state of a disabled view)
    /// and its `android:alpha` (or `app:alpha`) as written, nil when not written (`alpha(_:lookup:)` reads it).
    func normalColor(ofStateList name: String, night: Bool, enabled: Bool = true) -> (
        raw: String, alpha: String?, location: SourceLocation
    )? {
        color(ofStateList: name, night: night) { Self.holdsInNormalState($0, enabled: enabled) }
    }

    /// A color state list's color when the view has focus (the normal state plus `state_focused`), with its alpha as
    /// written.
    func focusedColor(ofStateList name: String, night: Bool) -> (raw: String, alpha: String?, location: SourceLocation)?
    {
        color(ofStateList: name, night: night) { Self.holds($0, in: ["enabled", "window_focused", "focused"]) }
    }

    /// The first item of a color state list that `holds` in the state wanted (Android picks the first that matches).
    func color(ofStateList name: String, night: Bool, holds: (AndroidXMLElement) -> Bool) -> (
        raw: String, alpha: String?, location: SourceLocation
    )? {
        guard let variant = colorStateList(name, night: night), variant.root.name == "selector",
            let item = variant.root.children.first(where: { $0.name == "item" && holds($0) }),
            let raw = item.attributes["android:color"]
        else { return nil }
        return (
            raw, item.attributes["android:alpha"] ?? item.attributes["app:alpha"],
            SourceLocation(path: variant.path, line: item.line)
        )
    }

    /// A color state list item's alpha as `ColorStateList` reads it (`TypedArray.getFloat` of `android:alpha`, else
    /// `app:alpha`): a number, or a reference to one that `lookup` follows (`@dimen/medium_emphasis`, a `<dimen>`
    /// holding a plain number or an `<item type="dimen" format="float">`, from any module; a theme attribute), clamped
    /// to 0…1; 1 when not written, nil when it is not a number Legible reads.
    static func alpha(_ written: String?, lookup: (String) -> String?) -> Double? {
        guard var raw = written?.trimmingCharacters(in: .whitespaces) else { return 1 }
        for _ in 0..<8 {
            if let value = Double(raw) { return min(max(value, 0), 1) }
            guard let next = lookup(raw) else { return nil }
            raw = next.trimmingCharacters(in: .whitespaces)
        }
        return nil
    }
}
