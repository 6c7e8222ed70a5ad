import LegibleSwiftSyntax

/// Text sizes in view code, for WCAG's large-text test (`PairRole.isLargeText`):
/// - SwiftUI `.font(.title)` text styles and UIKit `preferredFont(forTextStyle: .title1)` at their default
///   ("Large") Dynamic Type size; `.system(size: 20, weight: .bold)`, `.system(.title, weight: .bold)`, `.bold()`;
/// - UIKit `UIFont.systemFont(ofSize: 20, weight: .bold)`, `.boldSystemFont(ofSize:)`.
///
/// Source: Apple Human Interface Guidelines, Typography, "Dynamic Type sizes" (iOS, Large). Semibold is not bold
/// (WCAG means bold, weight ≥ 700), as for Interface Builder (`IBFont`).
enum SwiftTextSize {
    /// Text styles by SwiftUI name and UIKit `UIFont.TextStyle` name: size and whether the style is bold.
    static let textStyles: [String: (size: Double, bold: Bool)] = [
        "largeTitle": (34, false), "title": (28, false), "title1": (28, false), "title2": (22, false),
        "title3": (20, false),
        "headline": (17, false), "body": (17, false), "callout": (16, false), "subheadline": (15, false),
        "footnote": (13, false), "caption": (12, false), "caption1": (12, false), "caption2": (11, false),
    ]
    static let boldWeights: Set<String> = ["bold", "heavy", "black"]

    /// Whether a font expression makes large text; nil when its size is not known.
    static func isLarge(_ font: SwiftExpression) -> Bool? {
        guard let (size, bold) = sizeAndBold(font) else { return nil }
        return PairRole.isLargeText(pointSize: size, bold: bold)
    }

    static func sizeAndBold(_ e: SwiftExpression) -> (Double, Bool)? {
        switch e {
        case .implicitMember(let name, _):
            return textStyles[name].map { ($0.size, $0.bold) }
        case .member(let base, let name, _):
            if let style = textStyles[name],
                ["Font", "UIFont.TextStyle", "SwiftUI.Font"].contains(base.dottedPath ?? "")
            {
                return (style.size, style.bold)
            }
            if name == "bold" || boldWeights.contains(name) { return sizeAndBold(base).map { ($0.0, true) } }
            return nil
        case .call(let callee, let arguments, _, _):
            let name = callee.dottedPath?.split(separator: ".").last.map(String.init) ?? ""
            let weightBold =
                arguments.first { $0.label == "weight" }.flatMap {
                    $0.value.dottedPath?.split(separator: ".").last.map(String.init)
                }
                .map { boldWeights.contains($0) } ?? false
            switch name {
            case "system", "systemFont", "monospacedSystemFont", "monospacedDigitSystemFont":
                if let size = arguments.first(where: { $0.label == "size" || $0.label == "ofSize" }),
                    case .number(let n, _) = size.value
                {
                    return (n, weightBold)
                }
                if let style = arguments.first(where: { $0.label == nil }).flatMap({ sizeAndBold($0.value) }) {
                    return (style.0, style.1 || weightBold)
                }
                return nil
            case "boldSystemFont":
                if let size = arguments.first(where: { $0.label == "ofSize" }), case .number(let n, _) = size.value {
                    return (n, true)
                }
                return nil
            case "preferredFont":
                return arguments.first { $0.label == "forTextStyle" }.flatMap { sizeAndBold($0.value) }
            case "bold", "weight":
                guard case .member(let base, _, _) = callee, let inner = sizeAndBold(base) else { return nil }
                return (
                    inner.0,
                    name == "bold"
                        || (arguments.first?.value.dottedPath.map { boldWeights.contains(String($0.dropFirst())) }
                            ?? false)
                        || inner.1
                )
            default:
                return nil
            }
        default:
            return nil
        }
    }
}
