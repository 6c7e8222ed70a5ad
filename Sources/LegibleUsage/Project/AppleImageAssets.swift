import Foundation
import LegibleCore
import LegibleFiles

/// The image sets and symbol sets of an Apple app's asset catalogs (`*.xcassets`), by the name code loads them with
/// (`Image("Logo")`, `UIImage(named: "Logo")`), with how they render (Apple, Asset Catalog Format Reference,
/// "Image Set" `properties.template-rendering-intent`; "Symbol Image Set"):
/// - a symbol set, or an image set whose rendering intent is `template`, is drawn as a mask in the foreground style
///   (`.foregroundStyle`, `.tint`) of the view that shows it;
/// - an image set with intent `original`, or with none (Xcode's "Default": a bitmap is drawn as it is), is drawn in
///   its own pixels: no foreground color reaches it.
/// A name two sets spell with different renderings is left unknown. An original image set whose only file is an SVG
/// painted in one plain fill (`fill="#757575"` on every shape, no stroke, gradient or style) has that color
/// (`plainFill`): what it draws, whatever tint its view has.
public struct AppleImageAssets: Sendable, Hashable {
    public enum Rendering: Sendable, Hashable {
        /// Drawn in the foreground style: a template image or a symbol.
        case tinted
        /// Drawn in its own pixels.
        case original
    }

    /// Image name → how it renders; a name with conflicting sets is absent.
    public private(set) var renderings: [String: Rendering] = [:]
    /// Image name → the one plain color its SVG is painted in, with the file (original sets only).
    public private(set) var plainFills: [String: (color: Color, file: String)] = [:]

    public init(renderings: [String: Rendering] = [:], plainFills: [String: (color: Color, file: String)] = [:]) {
        self.renderings = renderings
        self.plainFills = plainFills
    }

    public static func == (a: AppleImageAssets, b: AppleImageAssets) -> Bool {
        a.renderings == b.renderings && a.plainFills.mapValues(\.file) == b.plainFills.mapValues(\.file)
    }

    public func hash(into hasher: inout Hasher) { hasher.combine(renderings) }

    /// How the asset named `name` renders, nil when no catalog read has it (or sets disagree).
    public func rendering(of name: String) -> Rendering? { renderings[name] }

    /// The image and symbol sets under the asset catalog folders `catalogs`.
    public static func read(catalogs: [String]) -> AppleImageAssets {
        var found: [String: Rendering?] = [:]
        var fills: [String: (color: Color, file: String)?] = [:]
        let manager = FileManager.default
        for catalog in catalogs {
            guard let walk = manager.enumerator(atPath: catalog) else { continue }
            while let relative = walk.nextObject() as? String {
                let ext = (relative as NSString).pathExtension.lowercased()
                guard ext == "imageset" || ext == "symbolset" else { continue }
                walk.skipDescendants()
                let name = ((relative as NSString).lastPathComponent as NSString).deletingPathExtension
                let rendering: Rendering =
                    ext == "symbolset"
                    ? .tinted
                    : intent(atPath: (catalog as NSString).appendingPathComponent(relative))
                if let known = found[name], known != rendering {
                    found[name] = .some(nil)
                } else {
                    found[name] = rendering
                }
                let fill =
                    rendering == .original
                    ? plainFill(ofSet: (catalog as NSString).appendingPathComponent(relative)) : nil
                fills[name] = fills[name] == nil ? .some(fill) : .some(nil)
            }
        }
        return AppleImageAssets(
            renderings: found.compactMapValues { $0 }, plainFills: fills.compactMapValues { $0 })
    }

    /// The one plain color of an image set whose only file is an SVG every shape of which is filled with the same
    /// hex color (`fill="#757575"`, no stroke, gradient, style or other fill); nil otherwise.
    static func plainFill(ofSet folder: String) -> (color: Color, file: String)? {
        let contents = (folder as NSString).appendingPathComponent("Contents.json")
        guard case .success(let bytes) = SourceFile.read(contents),
            let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let images = json["images"] as? [[String: Any]]
        else { return nil }
        let names = Set(images.compactMap { $0["filename"] as? String })
        guard names.count == 1, let name = names.first, name.lowercased().hasSuffix(".svg") else { return nil }
        let path = (folder as NSString).appendingPathComponent(name)
        guard case .success(let text) = SourceFile.readText(path),
            let color = plainFill(svg: text)
        else { return nil }
        return (color, path)
    }

    /// The single `fill="#rrggbb"` color of an SVG's shapes, when nothing else paints (see `plainFill(ofSet:)`).
    static func plainFill(svg text: String) -> Color? {
        for marker in ["stroke=\"#", "stroke:", "Gradient", "style=", "<image", "fill-opacity", "opacity=", "<style"]
        where text.contains(marker) {
            return nil
        }
        var values: Set<String> = []
        var rest = text[...]
        while let r = rest.range(of: "fill=\"") {
            let value = rest[r.upperBound...].prefix { $0 != "\"" }
            if value != "none" { values.insert(value.lowercased()) }
            rest = rest[r.upperBound...]
        }
        guard values.count == 1, let hex = values.first, hex.hasPrefix("#"), hex.count == 7,
            let color = try? ColorParser.parse(hex)
        else { return nil }
        return color
    }

    /// The rendering an image set's `Contents.json` asks for: `template` is tinted, anything else is original.
    static func intent(atPath folder: String) -> Rendering {
        let contents = (folder as NSString).appendingPathComponent("Contents.json")
        guard case .success(let bytes) = SourceFile.read(contents),
            let json = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
            let properties = json["properties"] as? [String: Any],
            properties["template-rendering-intent"] as? String == "template"
        else { return .original }
        return .tinted
    }
}
