/// The JSON Schema (draft-07) of `legible.json`, the one copy: `legible schema` prints it, so a user with only the
/// binary can validate a config and get editor completion (`"$schema": "./legible.schema.json"` after
/// `legible schema > legible.schema.json`). `ConfigParser` is the authority; a test checks the two agree on the
/// top-level keys. The `$id` is a URN: it names the schema without pointing at an address that may not exist.
public enum ConfigSchema {
    public static let json = #"""
        {
          "$schema": "http://json-schema.org/draft-07/schema#",
          "$id": "urn:legible:schema:legible.json:1",
          "title": "Legible configuration (legible.json)",
          "description": "Which colors must be legible on which, at what level, and which must stay distinguishable under color vision deficiencies. Every rule is evaluated in every appearance.",
          "type": "object",
          "additionalProperties": false,
          "properties": {
            "$schema": { "type": "string" },
            "description": { "type": "string" },
            "appearances": {
              "description": "Appearances to check. Default: every appearance the palette defines.",
              "type": "array",
              "items": { "enum": ["light", "dark", "lightHighContrast", "darkHighContrast"] },
              "uniqueItems": true
            },
            "ignore": { "$ref": "#/definitions/patterns", "description": "Color names or globs left out of every rule." },
            "contrast": {
              "type": "array",
              "items": { "$ref": "#/definitions/contrastRule" }
            },
            "distinguishable": {
              "type": "array",
              "items": { "$ref": "#/definitions/distinguishableGroup" }
            },
            "nearDuplicate": {
              "description": "Flag two palette colors closer than CIEDE2000 `threshold` (default 1) for everyone. true = defaults.",
              "oneOf": [
                { "type": "boolean" },
                {
                  "type": "object",
                  "additionalProperties": false,
                  "properties": {
                    "threshold": { "type": "number", "minimum": 0, "maximum": 100 },
                    "severity": { "$ref": "#/definitions/severity" }
                  }
                }
              ]
            },
            "swift": {
              "description": "How colors defined in Swift sources are read.",
              "type": "object",
              "additionalProperties": false,
              "properties": {
                "hexInitializers": {
                  "description": "Project-specific hex color initializers written Type(label:), e.g. UIColor(hexString:) or Color(_:); a call with a 6- or 8-digit hex literal under that label is read as a color.",
                  "type": "array",
                  "items": { "type": "string", "pattern": "^[A-Za-z_][A-Za-z0-9_.]*\\((_|[A-Za-z_][A-Za-z0-9_]*):\\)$" }
                },
                "dynamicColorSnapshot": {
                  "description": "Severity of the dynamic-color-snapshot rule: .cgColor or resolvedColor(with:) of a dynamic color outside code that re-runs on an appearance change. Default warning.",
                  "enum": ["error", "warning", "off"]
                }
              }
            }
          },
          "definitions": {
            "patterns": {
              "description": "A color name, a glob (* any run of characters, ? one character), or an array of them.",
              "oneOf": [
                { "type": "string" },
                { "type": "array", "items": { "type": "string" } }
              ]
            },
            "severity": { "enum": ["error", "warning"], "description": "error fails the run; warning fails it only with --strict." },
            "optional": { "type": "boolean", "default": false, "description": "true: a pattern that matches no palette color is fine. Otherwise it is an error naming the closest palette names (a typo, a CSS name without its --)." },
            "contrastRule": {
              "type": "object",
              "additionalProperties": false,
              "required": ["foreground", "background"],
              "properties": {
                "description": { "type": "string" },
                "foreground": { "$ref": "#/definitions/patterns" },
                "background": { "$ref": "#/definitions/patterns" },
                "level": { "enum": ["AA", "AAA"], "default": "AA" },
                "text": {
                  "enum": ["normal", "large", "nonText"],
                  "default": "normal",
                  "description": "normal: SC 1.4.3/1.4.6 body text (4.5 / 7); large: ≥ 18 pt or 14 pt bold (3 / 4.5); nonText: SC 1.4.11 UI components (3)."
                },
                "algorithm": { "enum": ["wcag2", "apca"], "default": "wcag2" },
                "minimumLc": { "type": "number", "minimum": 0, "maximum": 110, "description": "APCA minimum |Lc| (with algorithm apca)." },
                "over": { "type": "string", "description": "Backdrop under translucent backgrounds: a CSS color or a palette color name. Without it, an asset-catalog or Swift background lies on the appearance's base background (iOS systemBackground); any other on the worse of black and white." },
                "severity": { "$ref": "#/definitions/severity" },
                "optional": { "$ref": "#/definitions/optional" }
              }
            },
            "distinguishableGroup": {
              "type": "object",
              "additionalProperties": false,
              "required": ["colors"],
              "properties": {
                "description": { "type": "string" },
                "colors": { "$ref": "#/definitions/patterns" },
                "deficiencies": {
                  "type": "array",
                  "items": { "enum": ["protan", "deutan", "tritan", "achromatopsia"] },
                  "minItems": 1,
                  "default": ["protan", "deutan", "tritan"]
                },
                "minimumDeltaE": { "type": "number", "minimum": 0, "maximum": 100, "default": 10, "description": "Minimum CIEDE2000 between any two colors of the group after simulation." },
                "severity": { "$ref": "#/definitions/severity" },
                "optional": { "$ref": "#/definitions/optional" }
              }
            }
          }
        }
        """#
}
