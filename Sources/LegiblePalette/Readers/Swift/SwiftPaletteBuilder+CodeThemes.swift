import LegibleCore
import LegibleSwiftSyntax

/// Themes computed by code (`SwiftThemeFunctions`, `SwiftProtocolThemes`) as palette colors: each role one color
/// with a variant per theme, its declarations accounted to it, every theme that does not evaluate a warning.
extension SwiftPaletteBuilder {
    /// Adds the roles; returns the declarations they read, which are not colors of their own.
    mutating func addCodeThemes() -> Set<SwiftDeclarationID> {
        var claimed: Set<SwiftDeclarationID> = []
        let functions = evaluator.themeFunctions
        var seen: Set<String> = []
        for role in functions.roles.values.sorted(by: {
            ($0.name, $0.id.unit, $0.id.index) < ($1.name, $1.id.unit, $1.id.index)
        }) {
            let d = evaluator.declaration(role.id)
            let unit = evaluator.units[role.id.unit]
            accounted[role.id.unit].append((d.tokenRange, role.name))
            if d.kind != .function { claimed.insert(role.id) }
            guard seen.insert(role.name).inserted else {
                diagnostics.append(
                    .warning(
                        unit.location(d.token),
                        "\(role.name): defined again for another theme type (\(role.themeType)); the first definition is used"
                    ))
                continue
            }
            evaluator.currentColorName = role.name
            do throws(SwiftEvaluationFailure) {
                add(name: role.name, color: try functions.color(role, from: d.token), origin: unit.path)
            } catch {
                diagnostics.append(
                    .warning(
                        SourceLocation(path: unit.path, line: error.line, column: error.column),
                        "\(role.name): not read, \(error.message)"))
            }
        }
        diagnostics += functions.diagnostics

        let protocols = evaluator.protocolThemes
        for (s, set) in protocols.sets.enumerated() {
            for (id, role) in protocols.declarations(of: s) {
                claimed.insert(id)
                accounted[id.unit].append((evaluator.declaration(id).tokenRange, set.name + "." + role))
            }
            guard let origin = protocols.origin(of: s) else { continue }
            for role in set.roles {
                let name = set.name + "." + role
                evaluator.currentColorName = name
                do throws(SwiftEvaluationFailure) {
                    add(
                        name: name, color: try protocols.color(role, set: s, from: origin.token),
                        origin: evaluator.units[origin.unit].path)
                } catch {
                    diagnostics.append(
                        .warning(
                            SourceLocation(
                                path: evaluator.units[origin.unit].path, line: error.line, column: error.column),
                            "\(name): not read, \(error.message)"))
                }
            }
        }
        diagnostics += protocols.diagnostics

        let keyed = evaluator.keyedThemes
        for set in keyed.sets.values {
            for table in set.tables {
                claimed.insert(table.id)
                for entry in table.entries {
                    accounted[table.id.unit].append((entry.range, set.keyType + "." + entry.key))
                }
            }
        }
        for role in keyed.allColors() {
            guard let color = role.color else { continue }
            add(name: role.name, color: color, origin: evaluator.units[role.table.id.unit].path)
        }
        diagnostics += keyed.diagnostics
        return claimed
    }

    /// A role's color, its variants in appearance order.
    mutating func add(name: String, color: SwiftColor, origin: String) {
        let variants = color.variants.sorted { $0.key < $1.key }.map {
            ColorVariant(appearance: $0.key, value: $0.value.value, source: $0.value.source)
        }
        colors.append(NamedColor(name: name, origin: origin, variants: variants))
    }
}
