extension String {
    /// The string followed by spaces up to `width` characters (unchanged when already that long): table columns
    /// of the text outputs and of `--help`.
    public func padding(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
