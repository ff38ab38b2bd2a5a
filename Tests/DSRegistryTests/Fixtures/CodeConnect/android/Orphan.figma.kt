import androidx.compose.runtime.Composable
import com.figma.code.connect.FigmaConnect

@FigmaConnect("https://www.figma.com/design/F1le/EB-Design-System?node-id=99999-1")
class RetiredThingDoc {
    @Composable
    fun Example() {
        RetiredThing()
    }
}
