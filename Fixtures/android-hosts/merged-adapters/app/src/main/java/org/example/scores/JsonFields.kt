package org.example.scores

import com.google.gson.Gson
import com.google.gson.TypeAdapter
import com.google.gson.TypeAdapterFactory
import com.google.gson.reflect.TypeToken
import com.google.gson.stream.JsonReader
import com.google.gson.stream.JsonWriter

class JsonFields : TypeAdapterFactory {
    override fun <T> create(gson: Gson, type: TypeToken<T>): TypeAdapter<T> =
        Adapter(gson.getDelegateAdapter(this, type))

    private class Adapter<T>(private val delegate: TypeAdapter<T>) : TypeAdapter<T>() {
        override fun write(out: JsonWriter, value: T) = delegate.write(out, value)

        override fun read(reader: JsonReader): T = delegate.read(reader)
    }
}
