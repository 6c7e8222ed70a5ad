#import <UIKit/UIKit.h>
#import "Classes/LogbookAppDelegate.h"

int main(int argc, char *argv[]) {
    @autoreleasepool {
        return UIApplicationMain(argc, argv, nil, NSStringFromClass([LogbookAppDelegate class]));
    }
}
