/// Words for FoundationXML parser errors, shared by every Android XML reader (values files, layouts, manifests).
public enum AndroidXMLErrors {
    /// The libxml2 `xmlParserErrors` code in words (see `AndroidValuesFile.Collector.describe`).
    public static func describe(_ code: Int) -> String { AndroidValuesFile.Collector.describe(code) }
}
