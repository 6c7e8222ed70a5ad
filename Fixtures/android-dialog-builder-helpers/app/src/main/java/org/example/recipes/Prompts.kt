package org.example.recipes

import android.content.Context
import androidx.appcompat.app.AlertDialog
import androidx.fragment.app.Fragment
import com.google.android.material.dialog.MaterialAlertDialogBuilder

// The app's own builders: each call site gets its dialog from here.
fun Fragment.recipePrompt(title: Int): MaterialAlertDialogBuilder =
    MaterialAlertDialogBuilder(requireContext()).setTitle(title)

fun Fragment.recipePrompt(): AlertDialog.Builder = AlertDialog.Builder(requireContext())

fun Context.servingsPrompt() = MaterialAlertDialogBuilder(this)
