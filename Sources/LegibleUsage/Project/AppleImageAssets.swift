import Foundation
import LegibleFiles

/// The image sets and symbol sets of an Apple app's asset catalogs (`*.xcassets`), by the name code loads them with
/// (`Image("Logo")`, `UIImage(named: "Logo")`), with how they render (Apple, Asset Catalog Format Reference,
/// "Image Set" `properties.template-rendering-intent`; "Symbol Image Set"):
/// - a symbol set, or an image set whose rendering intent is `template`, is drawn as a mask in the foreground style
///   (`.foregroundStyle`, `.tint`) of the view that shows it;
/// - an image set with intent `original`, or with none (Xcode's "Default": a bitmap is drawn as it is), is drawn in
///   its own pixels: no foreground color reaches it.
/// A name two sets spell with different renderings is left unknown.
public struct AppleImageAssets: Sendable, Hashable {
    public enum Rendering: Sendable, Hashable {
        /// Drawn in the foreground style: a template image or a symbol.
        case tinted
        /// Drawn in its own pixels.
        case original
    }

    /// Image name → how it renders; a name with conflicting sets is absent.
    public private(set) var renderings: [String: Rendering] = [:]

    public init(renderings: [String: Rendering] = [:]) {
        self.renderings = renderings
    }

    /// How the asset named `name` renders, nil when no catalog read has it (or sets disagree).
    public func rendering(of name: String) -> Rendering? { renderings[name] }

    /// The image and symbol sets under the asset catalog folders `catalogs`.
    public static func read(catalogs: [String]) -> AppleImageAssets {
        var found: [String: Rendering?] = [:]
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
            }
        }
        return AppleImageAssets(renderings: found.compactMapValues { $0 })
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
