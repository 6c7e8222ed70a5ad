#!/usr/bin/env python3
"""Validates the SARIF that `legible lint` and `legible compare` write against the OASIS SARIF 2.1.0 JSON schema,
plus the rules GitHub code scanning adds on top of it (LegibleReport.docc/CIFormats.md §5.1).

Usage: python3 Tests/CLITests/validate_sarif.py [--legible PATH] [--schema PATH] [FILE.sarif ...]

Without files, runs the built `legible` (default: .build/debug/legible) from the repository root on the iOS 13
fixture (lint, lint with zero config, lint with a baseline, compare) and on a palette with hostile names, and
validates each document. The schema is Fixtures/schemas/sarif-schema-2.1.0.json (the OASIS schema, copied
unchanged). Installs `jsonschema` with pip when it is missing. Exit 0 when every document is valid.
"""
import argparse
import json
import os
import subprocess
import sys
import tempfile

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
DEFAULT_SCHEMA = os.path.join(REPO, "Fixtures", "schemas", "sarif-schema-2.1.0.json")
# The stable rule ids, in SARIF order: RuleRegistry.all (Sources/LegibleAudit/Rules/RuleRegistry.swift), written
# to this file and pinned by RuleRegistryTests, so the ids are declared once. Plain ids are checks on configured or
# observed pairs; guess-… ids are zero-config pairs guessed from color names.
with open(os.path.join(REPO, "Tests", "CLITests", "Snapshots", "rule-ids.txt")) as ids_file:
    STABLE_RULE_IDS = [line.strip() for line in ids_file if line.strip()]


def import_jsonschema():
    try:
        import jsonschema  # noqa: F401
    except ImportError:
        base = [sys.executable, "-m", "pip", "install", "--quiet", "jsonschema"]
        if subprocess.call(base) != 0 and subprocess.call(base + ["--break-system-packages"]) != 0:
            sys.exit("validate_sarif: could not install jsonschema with pip")
    import jsonschema
    return jsonschema


def github_problems(doc):
    """What GitHub requires beyond the schema: non-empty required strings, a region from line 1, stable rules."""
    problems = []
    if doc.get("$schema") in (None, "") or doc.get("version") != "2.1.0":
        problems.append("$schema and version 2.1.0 are required")
    for run in doc.get("runs", []):
        driver = run["tool"]["driver"]
        if driver.get("name") != "Legible":
            problems.append("tool.driver.name must be Legible")
        ids = [rule["id"] for rule in driver.get("rules", [])]
        if ids != STABLE_RULE_IDS:
            problems.append(f"rule ids changed: {ids}")
        for rule in driver.get("rules", []):
            for key in ("shortDescription", "fullDescription", "help"):
                if not rule.get(key, {}).get("text"):
                    problems.append(f"rule {rule['id']}: {key}.text is required and must not be empty")
        for n, result in enumerate(run.get("results", [])):
            where = f"result {n} ({result.get('ruleId')})"
            if result.get("ruleId") not in STABLE_RULE_IDS:
                problems.append(f"{where}: unknown ruleId")
            elif ids[result["ruleIndex"]] != result["ruleId"]:
                problems.append(f"{where}: ruleIndex does not point at ruleId")
            if not result.get("message", {}).get("text"):
                problems.append(f"{where}: message.text is required")
            # A failing check is an error, warning or note; a pair that needs review is kind "review", whose level
            # SARIF 2.1.0 requires to be "none" (§3.27.9, §3.27.10).
            if result.get("kind", "fail") == "fail":
                if result.get("level") not in ("error", "warning", "note"):
                    problems.append(f"{where}: level must be error, warning or note")
            elif result.get("kind") != "review" or result.get("level") != "none":
                problems.append(f"{where}: a result of kind {result.get('kind')!r} must be kind review with level none")
            locations = result.get("locations", [])
            if not 1 <= len(locations) <= 10:
                problems.append(f"{where}: 1 to 10 locations")
            for location in locations + result.get("relatedLocations", []):
                physical = location["physicalLocation"]
                uri = physical["artifactLocation"]["uri"]
                if not uri or uri.startswith("/") or "\\" in uri:
                    problems.append(f"{where}: uri {uri!r} must be a non-empty relative URI with forward slashes")
                region = physical.get("region", {})
                for key in ("startLine", "startColumn", "endLine", "endColumn"):
                    if not isinstance(region.get(key), int) or region[key] < 1:
                        problems.append(f"{where}: region.{key} must be an integer >= 1")
            if not result.get("partialFingerprints"):
                problems.append(f"{where}: partialFingerprints missing")
            if "security-severity" in result.get("properties", {}):
                problems.append(f"{where}: security-severity would turn results into security alerts")
    return problems


def legible(binary, args, cwd=REPO):
    run = subprocess.run([binary] + args, cwd=cwd, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        sys.exit(f"validate_sarif: legible {' '.join(args)} exited {run.returncode}: {run.stderr}")
    return run.stdout


def generated_documents(binary, workdir):
    catalog, config = "Fixtures/ios13/SystemColors.xcassets", "Fixtures/ios13/legible.json"
    docs = {
        "lint ios13": legible(binary, ["lint", catalog, "--config", config, "--format", "sarif"]),
        "lint ios13 zero-config": legible(binary, ["lint", catalog, "--format", "sarif"]),
        "compare ios13": legible(binary, ["compare", catalog, "--config", config, "--format", "sarif"]),
    }
    baseline = os.path.join(workdir, "baseline.json")
    legible(binary, ["lint", catalog, "--config", config, "--write-baseline", baseline])
    docs["lint ios13 with baseline"] = legible(binary, ["lint", catalog, "--config", config, "--baseline", baseline, "--format", "sarif"])
    hostile = os.path.join(workdir, "we,ird:%")
    os.makedirs(hostile)
    with open(os.path.join(hostile, "tokens.json"), "w") as f:
        json.dump({"<script>\"|,:%\n": {"$value": "#777777", "$type": "color"}, "background": {"$value": "#888888", "$type": "color"}}, f)
    with open(os.path.join(hostile, "legible.json"), "w") as f:
        json.dump({"contrast": [{"foreground": "<script>\"|,:%\n", "background": "background"}], "nearDuplicate": True}, f)
    docs["lint hostile names"] = legible(binary, ["lint", "we,ird:%/tokens.json", "--config", "we,ird:%/legible.json", "--format", "sarif"], cwd=workdir)
    return docs


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--legible", default=os.path.join(REPO, ".build", "debug", "legible"))
    parser.add_argument("--schema", default=DEFAULT_SCHEMA)
    parser.add_argument("files", nargs="*")
    options = parser.parse_args()
    options.legible = os.path.abspath(options.legible)
    jsonschema = import_jsonschema()
    if not os.path.exists(options.schema):
        sys.exit(f"validate_sarif: no schema at {options.schema} (pass --schema)")
    with open(options.schema) as f:
        validator = jsonschema.Draft7Validator(json.load(f), format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)

    with tempfile.TemporaryDirectory() as workdir:
        if options.files:
            docs = {path: open(path).read() for path in options.files}
        else:
            if not os.access(options.legible, os.X_OK):
                sys.exit(f"validate_sarif: no legible binary at {options.legible} (build first, or pass --legible)")
            docs = generated_documents(options.legible, workdir)
        failed = False
        for name, text in docs.items():
            doc = json.loads(text)
            errors = [f"{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in validator.iter_errors(doc)]
            errors += github_problems(doc)
            results = sum(len(run.get("results", [])) for run in doc.get("runs", []))
            if errors:
                failed = True
                print(f"INVALID {name}:")
                for e in errors[:20]:
                    print(f"  {e}")
            else:
                print(f"valid   {name}: SARIF 2.1.0, {results} results")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
