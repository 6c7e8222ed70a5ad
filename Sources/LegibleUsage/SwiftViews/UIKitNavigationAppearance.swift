import Foundation
import LegiblePalette
import LegibleSwiftSyntax

/// UIKit: an `overrideUserInterfaceStyle` set on a navigation controller applies to every view controller in it
/// (Apple, `UIViewController.overrideUserInterfaceStyle`: a view controller's setting applies to its child view
/// controllers): the root it is created with (`let nav = UINavigationController(rootViewController: Settings())` then
/// `nav.overrideUserInterfaceStyle = .light`), a controller whose code sets it on its own `navigationController`,
/// and every controller pushed onto it from one of those (`navigationController?.pushViewController(Detail(), …)`,
/// `show(Detail(), sender:)`, or a local holding it). A pushed controller is forced only when every place code creates
/// it pushes it from a controller forced in the same appearance: created anywhere else, it may be shown outside that
/// navigation controller. Settings follow the rule of `SwiftAppearanceSetting` (literal, unconditional, release code).
struct UIKitNavigationAppearance {
    struct Forced {
        var appearance: Appearance
        /// `nav.overrideUserInterfaceStyle = .light, Coordinator.swift:12` (and the controllers pushed through).
        var source: String
    }

    /// Type name (last component) → the appearance its navigation controller forces.
    private(set) var forced: [String: Forced] = [:]

    static let pushCalls: Set<String> = ["pushViewController", "show"]

    init(files: [SwiftViewFile]) {
        let declared = Set(files.flatMap { $0.typeBodies.values.compactMap(\.last) })
        var direct: [String: [Forced?]] = [:]
        var creations: [String: [(owner: String?, pushed: Bool)]] = [:]
        for file in files {
            for setting in SwiftAppearanceSetting.all(in: file.release)
            where setting.scope == .other && !file.isCompiledOut(setting.index) {
                let source = "\(setting.text), \((file.path as NSString).lastPathComponent):\(setting.line)"
                let value = setting.forced.map { Forced(appearance: $0, source: source) }
                if setting.receiver.last == "navigationController",
                    let owner = file.enclosingType(setting.index)?.name.last
                {
                    direct[owner, default: []].append(value)
                } else if setting.receiver.count == 1, let block = file.outermostCodeBlock(setting.index),
                    let bound = file.binding(of: setting.receiver[0], in: block, before: setting.index),
                    let root = Self.navigationRoot(bound)
                {
                    direct[root, default: []].append(value)
                }
            }
            let tokens = file.tokens
            for i in tokens.indices
            where tokens[i].kind == .identifier && declared.contains(tokens[i].text)
                && file.nesting.isPunctuation(i + 1, "(") && !file.isCompiledOut(i)
                && !(i > 0
                    && (file.nesting.isPunctuation(i - 1, ".")
                        || SwiftTypeDeclaration.keywords.contains(tokens[i - 1].text)))
            {
                creations[tokens[i].text, default: []].append(
                    (file.enclosingType(i)?.name.last, Self.isPushed(creation: i, in: file)))
            }
        }
        // A controller with settings that disagree (or one computed) follows a choice: not forced.
        for (type, values) in direct {
            guard let first = values.first.flatMap({ $0 }), values.allSatisfy({ $0?.appearance == first.appearance })
            else { continue }
            forced[type] = first
        }
        var changed = true
        while changed {
            changed = false
            for (type, sites) in creations.sorted(by: { $0.key < $1.key }) where forced[type] == nil {
                let owners = sites.map { site in site.owner.flatMap { forced[$0] } }
                guard sites.allSatisfy(\.pushed), let first = owners.first.flatMap({ $0 }),
                    owners.allSatisfy({ $0?.appearance == first.appearance }), let owner = sites.first?.owner
                else { continue }
                forced[type] = Forced(appearance: first.appearance, source: first.source + ", pushed from \(owner)")
                changed = true
            }
        }
    }

    /// `Settings` for `UINavigationController(rootViewController: Settings(…))`.
    static func navigationRoot(_ value: SwiftExpression) -> String? {
        guard case .call(.name("UINavigationController", _), let arguments, _, _) = value,
            let root = arguments.first(where: { $0.label == "rootViewController" }),
            case .call(.name(let type, _), _, _, _) = root.value
        else { return nil }
        return type
    }

    /// The creation `X(` at token `i` is pushed: it is the argument of `pushViewController(` / `show(`, or it is bound
    /// to a local (`let detail = X()`) that such a call in the same function receives.
    static func isPushed(creation i: Int, in file: SwiftViewFile) -> Bool {
        let tokens = file.tokens
        if let call = file.nesting.enclosing[i], file.nesting.isPunctuation(call, "("), call > 0,
            pushCalls.contains(tokens[call - 1].text)
        {
            return true
        }
        guard i >= 3, tokens[i - 1].text == "=", tokens[i - 2].kind == .identifier,
            ["let", "var"].contains(tokens[i - 3].text), let block = file.outermostCodeBlock(i),
            let close = file.nesting.partner[block]
        else { return false }
        let local = tokens[i - 2].text
        return (i..<close).contains { k in
            pushCalls.contains(tokens[k].text) && file.nesting.isPunctuation(k + 1, "(") && k + 2 < close
                && tokens[k + 2].text == local
        }
    }
}
