#import "NotesAppDelegate.h"
#import "AttachmentsViewController.h"

@implementation NotesAppDelegate

- (void)applicationDidFinishLaunching:(NSNotification *)notification {
    self.attachments = [[AttachmentsViewController alloc] init];
    [self.attachmentsWindow setContentView:self.attachments.view];
}

@end
