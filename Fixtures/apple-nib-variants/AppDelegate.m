#import <Cocoa/Cocoa.h>
#import "ExportWindowController.h"
#import "NoticeWindowController.h"
#import "Courier-Swift.h"

@interface AppDelegate : NSObject <NSApplicationDelegate>
@end

@implementation AppDelegate

- (IBAction)export:(id)sender {
    [[[ExportWindowController alloc] init] showWindow:sender];
}

- (IBAction)notice:(id)sender {
    [[[NoticeWindowController alloc] init] showWindow:sender];
}

- (IBAction)palette:(id)sender {
    [[[PaletteWindowController alloc] init] showWindow:sender];
}

@end
