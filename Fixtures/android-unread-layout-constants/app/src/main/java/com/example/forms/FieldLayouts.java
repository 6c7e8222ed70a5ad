package com.example.forms;

/** The layouts of the form's fields. */
final class FieldLayouts {
    static final int TEXT = R.layout.field_text;

    // Kept from an older version of the form: nothing reads it.
    private static final int CHECK = R.layout.field_check;

    private FieldLayouts() {
    }
}
