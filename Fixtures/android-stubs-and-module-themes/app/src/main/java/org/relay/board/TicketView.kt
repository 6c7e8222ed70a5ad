package org.relay.board

import android.content.Context
import android.util.AttributeSet
import android.view.LayoutInflater
import android.widget.FrameLayout
import android.widget.ImageView

/** A ticket: fills its badge (not itself) with the drawable its tag's attribute names. */
class TicketView @JvmOverloads constructor(
    context: Context,
    attrs: AttributeSet? = null,
) : FrameLayout(context, attrs) {

    init {
        val styled = context.obtainStyledAttributes(attrs, R.styleable.TicketView)
        val badgeFill = styled.getDrawable(R.styleable.TicketView_badgeFill)
        styled.recycle()

        LayoutInflater.from(context).inflate(R.layout.ticket_card, this, true)

        findViewById<ImageView>(R.id.ticket_badge).apply {
            background = badgeFill
        }
    }
}
