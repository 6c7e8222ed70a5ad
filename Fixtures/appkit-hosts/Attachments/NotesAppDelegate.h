#import <Cocoa/Cocoa.h>

@class AttachmentsViewController;

@interface NotesAppDelegate : NSObject <NSApplicationDelegate>
@property (weak) IBOutlet NSWindow *attachmentsWindow;
@property (strong) AttachmentsViewController *attachments;
@end
