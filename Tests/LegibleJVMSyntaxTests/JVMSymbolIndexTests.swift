import Testing
import LegibleJVMSyntax

/// `JVMSymbolIndex.subtypes(of:)` from the direct-subtype table the index builds once: every type the code read
/// declares below a class, through any number of files and levels, and through interfaces.
@Suite struct JVMSymbolIndexTests {
    @Test func subtypesAreEveryDeclaredDescendantThroughFilesAndInterfaces() {
        let files = [
            JVMParser.parse("open class BaseAdapter : RecyclerView.Adapter<Holder>()", path: "BaseAdapter.kt"),
            JVMParser.parse(
                "open class ListAdapter : BaseAdapter(), Bindable\nclass RowAdapter : ListAdapter()", path: "List.kt"),
            JVMParser.parse("class Grid extends BaseAdapter implements Bindable {}", path: "Grid.java"),
            JVMParser.parse("class Other : Fragment()", path: "Other.kt"),
        ]
        let index = JVMSymbolIndex(files: files)
        #expect(index.subtypes(of: "BaseAdapter") == ["ListAdapter", "RowAdapter", "Grid"])
        #expect(index.subtypes(of: "Bindable") == ["ListAdapter", "RowAdapter", "Grid"])
        #expect(index.subtypes(of: "ListAdapter") == ["RowAdapter"])
        #expect(index.subtypes(of: "RowAdapter").isEmpty)
        #expect(index.subtypes(of: "Fragment") == ["Other"])
        #expect(index.subtypes(of: "Unknown").isEmpty)
    }
}
