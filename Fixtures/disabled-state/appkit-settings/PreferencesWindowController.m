#import "PreferencesWindowController.h"

@interface PreferencesWindowController ()
@property (weak) IBOutlet NSTextField *syncLabel;
@property (nonatomic) BOOL syncAvailable;
@property (nonatomic) BOOL keepsHistory;
@end

@implementation PreferencesWindowController

- (instancetype)init {
    return [super initWithWindowNibName:@"PreferencesWindow"];
}

- (void)windowDidLoad {
    [super windowDidLoad];
    // Sync settings only apply once an account is signed in.
    if (self.syncAvailable) {
        self.syncLabel.enabled = YES;
    }
}

@end
