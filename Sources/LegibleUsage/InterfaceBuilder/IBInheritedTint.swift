import Foundation
import LegiblePalette

/// The tint an iOS storyboard or xib element inherits when neither it nor an ancestor in the document sets one: the
/// window's. UIKit (`UIView.tintColor`): "the first nondefault tint color value in the view's hierarchy, ascending from
/// and starting with the view itself"; a window with none uses the system tint, `systemBlue`, or, when the app names
/// an asset catalog color as its accent (Xcode build setting `ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME`, "Global
/// Accent Color Name"), that color.
///
/// Known only when nothing else can decide it (`AppleCodeTints`): no code sets a window's tint or every view's
/// (`UIView.appearance()`), the element's class and the classes of the document that hold it (its ancestors' custom
/// classes, the file's owner) set no tint in their code or their superclasses', the element's own class is one the
/// app declares (or UIKit's), and the targets that build the document agree on one accent. Otherwise the reason, with
/// the place that decides it.
struct IBInheritedTint {
    enum Resolution {
        /// The window's tint, as a document color node (`systemColor="systemBlueColor"`, `name="AccentColor"`).
        case color(IBNode)
        case unknown(String)
    }

    var code = AppleCodeTints()
    /// The accent color names of the targets that build the document (one entry per target: empty when it names none).
    var accents: [Set<String>] = []
    /// Whether the code of the app was read at all: without it nothing says no code sets a tint.
    var codeRead = false
    var palette: Set<String> = []

    static let unknownWhy = IBButtonTitles.inheritedTint

    /// For the document at `path`: the accents of the targets that build it, else of the targets of the projects
    /// holding it, else of every target read.
    init(code: AppleCodeTints?, targets: AppleTargets, path: String, palette: Set<String>) {
        guard let code else { return }
        self.code = code
        codeRead = true
        self.palette = palette
        accents = targets.accentColorNames(for: path)
    }

    init() {}

    /// The tint `element` inherits from its window, for the document under `root`.
    func resolve(_ element: IBNode, root: IBNode) -> Resolution {
        guard codeRead else { return .unknown(Self.unknownWhy) }
        let prefix = "the title is drawn in the tint the button inherits from its window"
        if let site = code.appWide.first {
            return .unknown("\(prefix), which code sets (\(Self.place(site))): not read")
        }
        if let own = element["customClass"], !code.declared.contains(own), !own.hasPrefix("UI") {
            return .unknown("\(prefix), unless its class \(own) sets another, which is not in the code read")
        }
        var holders: [String] = ([element] + element.ancestors).compactMap { $0["customClass"] }
        root.forEachDescendant { node in
            if node["placeholderIdentifier"] == "IBFilesOwner" || node["id"] == "-2", let owner = node["customClass"] {
                holders.append(owner)
            }
        }
        for holder in holders {
            for name in code.lineage(of: holder) {
                if let site = code.byClass[name] {
                    return .unknown(
                        "\(prefix) unless code changes it: \(name)\(name == holder ? "" : " (superclass of \(holder))") "
                            + "sets a tint in code (\(Self.place(site)))")
                }
            }
        }
        guard !accents.isEmpty else {
            return .unknown(
                "\(prefix), the app's accent color or the system tint: no Xcode project was read to say which")
        }
        let named = Set(accents.flatMap { $0 })
        if named.isEmpty {
            let node = IBNode(
                name: "color", attributes: ["key": "tintColor", "systemColor": "systemBlueColor"], line: element.line,
                parent: element)
            return .color(node)
        }
        guard named.count == 1, let accent = named.first, accents.allSatisfy({ !$0.isEmpty }) else {
            return .unknown(
                "\(prefix), the app's accent color, which the targets that build the document set differently "
                    + "(\(named.sorted().joined(separator: ", ")), or not at all)")
        }
        guard palette.contains(accent) else {
            return .unknown(
                "\(prefix), the app's accent color '\(accent)' (ASSETCATALOG_COMPILER_GLOBAL_ACCENT_COLOR_NAME), "
                    + "which is in no asset catalog read")
        }
        return .color(
            IBNode(
                name: "color", attributes: ["key": "tintColor", "name": accent], line: element.line, parent: element))
    }

    /// `SceneDelegate.swift:20`.
    static func place(_ location: SourceLocation) -> String {
        "\((location.path as NSString).lastPathComponent):\(location.line)"
    }
}
