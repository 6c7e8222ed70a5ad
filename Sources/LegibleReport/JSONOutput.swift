import LegibleJSON

/// Every JSON document Legible writes, by the name `legible schema NAME` takes, with its JSON Schema (draft
/// 2020-12). Each schema is generated from the field declarations (`JSONShape`) its writer renders through, so it
/// describes exactly the keys, types and closed value sets the writer produces.
public enum JSONOutput: String, CaseIterable, Sendable {
    case lint, pairs, compare, check, simulate, palette

    /// The schema's `$id`: a URN (no network), versioned with `LegibleReport.jsonSchemaVersion`.
    public var schemaID: String { "urn:legible:schema:\(rawValue):\(LegibleReport.jsonSchemaVersion)" }

    public var schema: JSONValue {
        let title = "legible \(rawValue) --format json, schemaVersion \(LegibleReport.jsonSchemaVersion)"
        return shape.document(id: schemaID, title: title)
    }

    var shape: JSONSchema {
        switch self {
        case .lint: JSONReport.document.schema
        case .pairs: PairsReport.document.schema
        case .compare: CompareJSON.document.schema
        case .check: CheckReport.schema
        case .simulate: SimulateReport.document.schema
        case .palette: PaletteJSON.document.schema
        }
    }
}
