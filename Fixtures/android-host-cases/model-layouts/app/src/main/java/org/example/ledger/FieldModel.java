package org.example.ledger;

import java.util.Arrays;
import java.util.List;

/** The fields an entry has, each with the layout that shows it. */
final class FieldModel {
    static final FieldLayout AMOUNT = new FieldLayout(R.layout.amount_field);
    static final FieldLayout NOTE = new FieldLayout(R.layout.note_field);
    static final FieldLayout BADGE = new FieldLayout(R.layout.badge_field);
    static final FieldPreview MEMO = new FieldPreview(R.layout.memo_field);
    static final FormField DATE = new FormField(new FormRow(R.layout.date_field));

    static List<FieldLayout> all() {
        return Arrays.asList(AMOUNT, NOTE, BADGE);
    }
}
