#import <Cocoa/Cocoa.h>

@interface AppDelegate : NSObject <NSApplicationDelegate>
@property (weak) IBOutlet NSTextField *timerField;
@property (weak) IBOutlet NSTextField *hintField;
@end
