import Foundation

/// Which view classes an element of a layout may be an instance of, for a write on a view whose class code declares
/// (`fun brand(appBar: AppBarLayout, …)`): the element's class and its superclasses, up to `View`. The app's own view
/// classes by the superclass its code declares (`class Badge : AppCompatTextView`), framework, AndroidX and Material
/// classes by `frameworkParents`. An element whose chain reaches a class neither knows may be of any class.
struct AndroidViewClasses: Sendable {
    /// The app's types → the supertypes their code writes (simple names).
    var appSupertypes: [String: [String]] = [:]

    /// Framework, AndroidX and Material view classes → their superclass (simple names), as the platform's and the
    /// libraries' sources declare them (`public class AppBarLayout extends LinearLayout`, `public class MaterialToolbar
    /// extends Toolbar`, `public class MaterialButton extends AppCompatButton`).
    static let frameworkParents: [String: String] = [
        "TextView": "View", "Button": "TextView", "EditText": "TextView", "CheckedTextView": "TextView",
        "CompoundButton": "Button", "CheckBox": "CompoundButton", "RadioButton": "CompoundButton",
        "Switch": "CompoundButton", "ToggleButton": "CompoundButton", "AutoCompleteTextView": "EditText",
        "MultiAutoCompleteTextView": "AutoCompleteTextView", "Chronometer": "TextView", "TextClock": "TextView",
        "ImageView": "View", "ImageButton": "ImageView", "ProgressBar": "View", "AbsSeekBar": "ProgressBar",
        "SeekBar": "AbsSeekBar", "RatingBar": "AbsSeekBar", "Space": "View", "ViewStub": "View",
        "SurfaceView": "View", "TextureView": "View", "VideoView": "SurfaceView",
        "ViewGroup": "View", "LinearLayout": "ViewGroup", "FrameLayout": "ViewGroup", "RelativeLayout": "ViewGroup",
        "GridLayout": "ViewGroup", "TableLayout": "LinearLayout", "TableRow": "LinearLayout",
        "RadioGroup": "LinearLayout", "ScrollView": "FrameLayout", "HorizontalScrollView": "FrameLayout",
        "AdapterView": "ViewGroup", "AbsListView": "AdapterView", "ListView": "AbsListView",
        "GridView": "AbsListView", "AbsSpinner": "AdapterView", "Spinner": "AbsSpinner",
        "ViewAnimator": "FrameLayout", "ViewFlipper": "ViewAnimator", "WebView": "ViewGroup",
        "Toolbar": "ViewGroup", "SearchView": "ViewGroup",
        // AndroidX.
        "AppCompatTextView": "TextView", "AppCompatButton": "Button", "AppCompatEditText": "EditText",
        "AppCompatImageView": "ImageView", "AppCompatImageButton": "ImageButton", "AppCompatCheckBox": "CheckBox",
        "AppCompatRadioButton": "RadioButton", "AppCompatSpinner": "Spinner", "SwitchCompat": "CompoundButton",
        "AppCompatAutoCompleteTextView": "AutoCompleteTextView", "AppCompatCheckedTextView": "CheckedTextView",
        "AppCompatSeekBar": "SeekBar", "LinearLayoutCompat": "ViewGroup", "ConstraintLayout": "ViewGroup",
        "MotionLayout": "ConstraintLayout", "CoordinatorLayout": "ViewGroup", "RecyclerView": "ViewGroup",
        "ViewPager": "ViewGroup", "ViewPager2": "ViewGroup", "NestedScrollView": "FrameLayout",
        "SwipeRefreshLayout": "ViewGroup", "DrawerLayout": "ViewGroup", "SlidingPaneLayout": "ViewGroup",
        "CardView": "FrameLayout", "FragmentContainerView": "FrameLayout",
        // Material Components.
        "AppBarLayout": "LinearLayout", "CollapsingToolbarLayout": "FrameLayout", "MaterialToolbar": "Toolbar",
        "BottomAppBar": "Toolbar", "SearchBar": "Toolbar", "MaterialButton": "AppCompatButton",
        "ExtendedFloatingActionButton": "MaterialButton", "FloatingActionButton": "ImageButton",
        "MaterialCardView": "CardView", "Chip": "AppCompatCheckBox", "ChipGroup": "ViewGroup",
        "TextInputLayout": "LinearLayout", "TextInputEditText": "AppCompatEditText",
        "MaterialAutoCompleteTextView": "AppCompatAutoCompleteTextView", "MaterialTextView": "AppCompatTextView",
        "MaterialCheckBox": "AppCompatCheckBox", "MaterialRadioButton": "AppCompatRadioButton",
        "SwitchMaterial": "SwitchCompat", "AppCompatMultiAutoCompleteTextView": "MultiAutoCompleteTextView",
        "AppCompatRatingBar": "RatingBar", "AppCompatToggleButton": "ToggleButton", "MaterialSwitch": "SwitchCompat",
        "MaterialButtonToggleGroup": "LinearLayout",
        "ShapeableImageView": "AppCompatImageView", "NavigationBarView": "FrameLayout",
        "BottomNavigationView": "NavigationBarView", "NavigationRailView": "NavigationBarView",
        "NavigationView": "FrameLayout", "TabLayout": "HorizontalScrollView", "MaterialDivider": "View",
        "Slider": "View", "RangeSlider": "View", "LinearProgressIndicator": "ProgressBar",
        "CircularProgressIndicator": "ProgressBar",
    ]

    /// The classes an AppCompat or Material theme's view inflater creates for a framework tag (`<Button>` is a
    /// `MaterialButton` under a Material theme: `MaterialComponentsViewInflater`, an `AppCompatButton` under AppCompat:
    /// `AppCompatViewInflater`), so an element of that tag may be one.
    static let inflatedAs: [String: [String]] = [
        "TextView": ["AppCompatTextView", "MaterialTextView"], "Button": ["AppCompatButton", "MaterialButton"],
        "EditText": ["AppCompatEditText"], "ImageView": ["AppCompatImageView"], "ImageButton": ["AppCompatImageButton"],
        "CheckBox": ["AppCompatCheckBox", "MaterialCheckBox"],
        "RadioButton": ["AppCompatRadioButton", "MaterialRadioButton"],
        "AutoCompleteTextView": ["AppCompatAutoCompleteTextView", "MaterialAutoCompleteTextView"],
        "Spinner": ["AppCompatSpinner"], "SeekBar": ["AppCompatSeekBar"],
        "CheckedTextView": ["AppCompatCheckedTextView"],
        "MultiAutoCompleteTextView": ["AppCompatMultiAutoCompleteTextView"], "RatingBar": ["AppCompatRatingBar"],
        "ToggleButton": ["AppCompatToggleButton"],
    ]

    /// The superclasses of `name` (simple), nearest first, as far as they are known; `complete` when the chain reaches
    /// `View` (so every class the element may be is listed).
    func chain(of name: String) -> (classes: [String], complete: Bool) {
        var classes: [String] = []
        var queue = [name]
        var seen = Set<String>()
        var complete = true
        while !queue.isEmpty {
            let next = queue.removeFirst()
            guard seen.insert(next).inserted else { continue }
            classes.append(next)
            if next == "View" { continue }
            if let parent = Self.frameworkParents[next] {
                queue.append(parent)
            } else if let supertypes = appSupertypes[next], !supertypes.isEmpty {
                queue += supertypes
            } else if appSupertypes[next] == nil {
                complete = false // a class neither the app nor the table declares
            }
        }
        return (classes, complete && seen.contains("View"))
    }

    /// Whether a write on a view declared as `type` may reach an element of class `element` (as the layout writes it):
    /// the element is of that class or a subclass, or its chain is not known. A type that is no view class Legible
    /// knows (an interface, a `Drawable`, a library class) is not a limit.
    func mayBe(_ element: String, _ type: String) -> Bool {
        guard chain(of: type).complete, type != "View" else { return true }
        let name = AndroidViewKinds.simpleName(element)
        for candidate in [name] + (Self.inflatedAs[name] ?? []) {
            let (classes, complete) = chain(of: candidate)
            if classes.contains(type) || !complete { return true }
        }
        return false
    }

    /// The simple class name a declaration writes (`@NonNull AppBarLayout`, `com.google…AppBarLayout?`,
    /// `List<TextView>` → nil: a collection is no view), nil for none.
    static func simpleType(_ written: String?) -> String? {
        guard var type = written?.trimmingCharacters(in: .whitespaces), !type.isEmpty, !type.contains("<") else {
            return nil
        }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        let name = type.split(separator: ".").last.map(String.init) ?? type
        return name.first?.isUppercase == true && name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
            ? name : nil
    }
}
