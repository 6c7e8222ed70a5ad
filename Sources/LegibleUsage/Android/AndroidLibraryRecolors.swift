import Foundation
import LegibleJVMSyntax
import LegiblePalette

/// Views recolored through a call. A view of a layout passed to a function of the code read that sets a color on that
/// parameter (`updateThemeCard(binding.darkCard, …)` with `card.setCardBackgroundColor(…)` in its body) gets that
/// color, read as `AndroidAppWidgets.values` reads one (several or unreadable: needs review).
///
/// Views a library recolors: a view of a layout passed to a call that resolves to no code of the repository and whose
/// name or receiver speaks of color, theme or tint (`viewThemeUtils.material.themeChipSuggestion(chip)`,
/// `viewThemeUtils.dialog.colorMaterialAlertDialogBackground(context, builder)`, `ThemeUtils.tintView(binding.title)`),
/// read on the Kotlin/Java syntax tree. What the library sets is not in the files read, so the view's text color and
/// background are kept as set in code to a value Legible cannot read (`AndroidCodeColor.recoloredBy`): its text, or
/// the text it contains, needs review.
///
/// A view argument is a view-binding member (`binding.chipSuggestion` is `@+id/chip_suggestion`), a
/// `findViewById(R.id.x)` call, or a local holding one of those (`val chip = binding.chipSuggestion`); a function the
/// code read declares under that name (the app's own helper) is not a library's, nor is a getter (`getColor(…)`).
enum AndroidLibraryRecolors {
    /// Words (lowercased) that make a call a recoloring one when its name or receiver contains one.
    static let words = ["color", "theme", "tint"]

    /// Calls that read a color rather than set one (`MaterialColors.getColor(binding.root, R.attr.colorSurface)`).
    static let getterPrefixes = ["get", "is", "has", "resolve"]

    /// Every view `file` hands to a library call that recolors it, as one text and one background assignment each.
    static func recolors(
        in file: JVMSourceFile, index: JVMSymbolIndex, bindings: [String: String] = [:]
    ) -> [AndroidCodeColor] {
        var result: [AndroidCodeColor] = []
        AndroidCodeThemes.forEachBody(of: file.syntax, index: index) { statements, _, _ in
            var locals: [String: String] = [:] // local name → view id it holds
            JVMTreeWalk.statements(statements) { statement in
                if case .local(let name, let value?) = statement.kind,
                    let id = viewID(value, locals: [:], bindings: bindings)
                {
                    locals[name] = id
                }
            } expression: { e in
                guard case .call(let callee, let arguments) = e.kind, let called = callee.calledName else { return }
                // The app's own function: what it sets on a view parameter is set on the view passed.
                if let function = index.functions(
                    named: called.name, argumentCount: arguments.count, scope: [], file: file.syntax
                ).first?.value {
                    for (position, argument) in arguments.enumerated() where position < function.parameters.count {
                        guard let id = viewID(argument.value, locals: locals, bindings: bindings) else { continue }
                        let parameter = function.parameters[position].name
                        for (key, setter, value) in parameterColors(function, parameter: parameter) {
                            for raw in AndroidAppWidgets.values(value) {
                                result.append(
                                    AndroidCodeColor(
                                        key: key, viewID: id, raw: raw,
                                        written: "\(called.name)(…), which calls \(parameter).\(setter)",
                                        location: SourceLocation(path: file.path, line: e.line)))
                            }
                        }
                    }
                    return
                }
                guard index.functions[called.name]?.isEmpty ?? true,
                    !getterPrefixes.contains(where: { called.name.hasPrefix($0) })
                else { return }
                let receiver = called.receiver?.dottedPath ?? ""
                guard words.contains(where: { (called.name + "." + receiver).lowercased().contains($0) }) else {
                    return
                }
                let callName = ([receiver].filter { !$0.isEmpty } + [called.name]).joined(separator: ".")
                for argument in arguments {
                    guard let id = viewID(argument.value, locals: locals, bindings: bindings) else { continue }
                    for key in keys(of: called.name) {
                        result.append(
                            AndroidCodeColor(
                                key: key, viewID: id, raw: nil, written: callName,
                                location: SourceLocation(path: file.path, line: e.line), recoloredBy: callName))
                    }
                }
            }
        }
        return result
    }

    /// Words (lowercased) of a call's name saying it paints what is beneath the text (`colorBottomSheetBackground`,
    /// `colorMaterialAlertDialogBackground`, `colorCardView`) or the text itself (`colorTextView`, `colorEditText`).
    static let layerWords = ["background", "surface", "sheet", "card", "container", "window", "toolbar", "appbar"]
    static let textWords = ["text", "label", "hint", "title"]

    /// What a recoloring call named `name` paints: the layer for a background call, the text for a text call, both
    /// when its name says neither or both (`themeChipSuggestion`).
    static func keys(of name: String) -> [AndroidCodeColor.Key] {
        let lower = name.lowercased()
        let layer = layerWords.contains { lower.contains($0) }
        let text = textWords.contains { lower.contains($0) }
        if layer, !text { return [.background] }
        if text, !layer { return [.text] }
        return [.text, .background]
    }

    /// View setters that set a color or background (`setCardBackgroundColor`, `backgroundTintList`), from the ones
    /// `AndroidViewSetters` reads.
    static let setters: [String: AndroidCodeColor.Key] = {
        let all = AndroidViewSetters.methods.merging(AndroidViewSetters.properties) { method, _ in method }
        return all.compactMapValues { setter in
            setter.key == .text || setter.key == .background ? setter.key : nil
        }
    }()

    /// What a function sets on its parameter `parameter`: `card.setCardBackgroundColor(value)`,
    /// `view.backgroundTintList = value`.
    static func parameterColors(_ function: JVMFunction, parameter: String) -> [(
        AndroidCodeColor.Key, String, JVMExpression
    )] {
        var found: [(AndroidCodeColor.Key, String, JVMExpression)] = []
        JVMTreeWalk.statements(function.body ?? []) { statement in
            guard case .assignment(let target, _, let value) = statement.kind,
                case .member(let base, let name, _) = target.kind, base.kind == .name(parameter),
                let key = setters[name]
            else { return }
            found.append((key, name, value))
        } expression: { e in
            guard case .call(let callee, let arguments) = e.kind, case .member(let base, let name, _) = callee.kind,
                base.kind == .name(parameter), let key = setters[name], let value = arguments.first?.value
            else { return }
            found.append((key, name, value))
        }
        return found
    }

    /// The id of the view an expression is: `binding.chipSuggestion` → `chipSuggestion`, `findViewById(R.id.chip)`
    /// → `chip`, a local holding one; nil for anything else.
    static func viewID(_ e: JVMExpression, locals: [String: String], bindings: [String: String] = [:]) -> String? {
        /// The variable a binding expression ends in, when it is one: named `…binding`, or declared of a binding type.
        func binding(_ base: JVMExpression) -> String? {
            guard let last = base.dottedPath?.split(separator: ".").last.map(String.init) else { return nil }
            return last.lowercased().hasSuffix("binding") || bindings[last] != nil ? last : nil
        }
        switch e.kind {
        case .name(let name):
            return locals[name]
        case .member(let base, let name, _):
            // `binding.chipSuggestion`, `holder.binding.title`, `entry.secret`: a member of a view-binding variable;
            // `binding.root` its layout's root.
            guard let variable = binding(base) else { return nil }
            return name == "root" ? AndroidCodeColor.rootID + ":" + variable : name
        case .call(let callee, let arguments):
            // Java `binding.getRoot()`.
            if arguments.isEmpty, case .member(let base, "getRoot", _) = callee.kind, let variable = binding(base) {
                return AndroidCodeColor.rootID + ":" + variable
            }
            guard callee.calledName?.name == "findViewById" || callee.calledName?.name == "requireViewById",
                let id = arguments.first?.value.resourceReference, id.kind == "id", !id.platform
            else { return nil }
            return id.name
        case .unary(_, let operand, postfix: true): // `binding.title!!`
            return viewID(operand, locals: locals, bindings: bindings)
        default:
            return nil
        }
    }
}
