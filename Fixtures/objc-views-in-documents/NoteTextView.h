#import <UIKit/UIKit.h>

@interface NoteTextView : UITextView
@end
